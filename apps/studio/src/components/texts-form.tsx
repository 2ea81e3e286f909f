"use client";

import { useActionState } from "react";
import { Heading } from "@repo/ui/heading";
import { Field, Input, Label, SubmitButton, Textarea } from "@repo/ui/form";
import { publishLanguage, saveDraft } from "../actions";
import type { ShownVersion } from "../form-state";
import { TEXT_PREFIX } from "../texts";
import { FormOutcome } from "./form-outcome";
import { useFocusOnChange } from "./use-focus-on-change";

/** A text field as the page hands it over: its name, label, the english source and the value to start from. */
export interface LabelledField {
  name: string;
  label: string;
  multiline: boolean;
  source: string;
  value: string;
}

interface ItemTarget {
  type: string;
  slug: string;
  language: string;
}

interface TextsFormProps extends ItemTarget {
  /** The `lang` of the language edited (`es`, `my`), so its text is spoken and drawn as that language. */
  lang: string;
  basedOn: number | null;
  fields: LabelledField[];
  texts: { source: string; empty: string; save: string; saving: string };
}

function TargetFields({ type, slug, language }: ItemTarget) {
  return (
    <>
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="language" value={language} />
    </>
  );
}

function Version({ version: { title, texts }, empty }: { version: ShownVersion; empty: string }) {
  return (
    <section className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4">
      <Heading asChild size="subsection">
        <h3>{title}</h3>
      </Heading>
      <dl className="flex flex-col gap-2 text-sm">
        {texts.map((text) => (
          <div key={text.name}>
            <dt className="font-medium">{text.label}</dt>
            <dd className="break-words whitespace-pre-wrap text-ink-muted">{text.value || empty}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * One language's texts beside the english source, saved as a draft. Works without JavaScript;
 * whatever the answer, what was typed stays in the form, and a conflict shows both versions.
 */
function TextsForm({ type, slug, language, lang, basedOn, fields, texts }: TextsFormProps) {
  const [state, action] = useActionState(saveDraft, { status: "idle" });
  const message = useFocusOnChange<HTMLDivElement>(state);
  const base = state.basedOn !== undefined ? state.basedOn : basedOn;
  return (
    <form action={action} className="flex flex-col gap-6">
      <TargetFields type={type} slug={slug} language={language} />
      <input type="hidden" name="basedOn" value={base ?? ""} />
      <FormOutcome message={state.message} focusRef={message} />
      {state.conflict ? (
        <div className="grid gap-4 desk:grid-cols-2">
          {state.conflict.theirs ? <Version version={state.conflict.theirs} empty={texts.empty} /> : null}
          <Version version={state.conflict.yours} empty={texts.empty} />
        </div>
      ) : null}
      {fields.map((field) => {
        const sourceId = `source-${field.name}`;
        const value = state.values?.[field.name] ?? field.value;
        const Control = field.multiline ? Textarea : Input;
        return (
          <Field key={field.name} error={state.fields?.[field.name]} className="gap-2 border-t border-line pt-4">
            <Label className="text-base">{field.label}</Label>
            <div className="grid gap-3 desk:grid-cols-2">
              <div className="flex flex-col gap-1">
                <span className="text-xs font-medium text-ink-muted">{texts.source}</span>
                <div
                  id={sourceId}
                  lang="en"
                  className="rounded-control border border-line bg-surface-muted px-3 py-2 text-sm break-words whitespace-pre-wrap"
                >
                  {field.source || texts.empty}
                </div>
              </div>
              <Control
                key={`${field.name}:${value}`}
                name={`${TEXT_PREFIX}${field.name}`}
                lang={lang}
                defaultValue={value}
                aria-describedby={sourceId}
                className={field.multiline ? "self-stretch desk:mt-5" : "self-start desk:mt-5"}
                {...(field.multiline ? { rows: Math.min(24, Math.max(3, Math.ceil(field.source.length / 70))) } : {})}
              />
            </div>
          </Field>
        );
      })}
      <SubmitButton pendingLabel={texts.saving} className="self-start">
        {texts.save}
      </SubmitButton>
    </form>
  );
}

interface PublishFormProps extends ItemTarget {
  texts: { publish: string; publishing: string; hint: string };
}

/** Puts the language's newest draft on the sites; the API says who may. */
function PublishForm({ type, slug, language, texts }: PublishFormProps) {
  const [state, action] = useActionState(publishLanguage, { status: "idle" });
  const message = useFocusOnChange<HTMLDivElement>(state);
  return (
    <form action={action} className="flex flex-col gap-3">
      <TargetFields type={type} slug={slug} language={language} />
      <FormOutcome message={state.message} focusRef={message} />
      <p className="text-sm text-ink-muted">{texts.hint}</p>
      <SubmitButton pendingLabel={texts.publishing} className="self-start">
        {texts.publish}
      </SubmitButton>
    </form>
  );
}

export { PublishForm, TextsForm };

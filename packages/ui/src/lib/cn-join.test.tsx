import { cleanup, render } from "@testing-library/react";
import type * as React from "react";
import { afterEach, describe, expect, it } from "vitest";
import { menuFor } from "../fixtures/menu";
import { HeaderDemo } from "../fixtures/shell";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../components/accordion";
import { Button } from "../components/button";
import { ConsentBanner } from "../components/consent-banner";
import { Field, FieldError, FieldHint, Input, Label, Select, Textarea } from "../components/form";
import { SubmitButton } from "../components/form-submit";
import { buttonLinkClass, Link } from "../components/link";
import { LoadingBar } from "../components/loading-bar";
import { LocaleDropdown } from "../components/locale-dropdown";
import { MegaMenu } from "../components/mega-menu";
import { MobileDrawer } from "../components/mobile-drawer";
import { SearchPanel } from "../components/search-panel";
import { SiteHeader, SiteHeaderActions, SiteHeaderSearchButton } from "../components/site-header";
import { SiteHeaderBrand } from "../components/site-header-nav";
import { cn } from "#cn";
import { classConflicts } from "./class-conflicts";

afterEach(cleanup);

function conflicts(node: React.ReactNode): string[] {
  return classConflicts(render(node).container);
}

describe("cn in client components", () => {
  it("joins classes without resolving conflicts outside Server Components", () => {
    expect(cn("px-2", false, ["px-4"])).toBe("px-2 px-4");
  });

  it("meets no conflicting classes in the header's parts", () => {
    const menu = menuFor("en");
    expect(
      conflicts(
        <SiteHeader forceWhite>
          <SiteHeaderBrand asChild>
            <Link href="/">AUREVO</Link>
          </SiteHeaderBrand>
          <MegaMenu aria-label="Main" className="hidden desk:flex" items={[...menu, { ...menu[0]!, id: 999, children: [] }]} />
          <SiteHeaderActions>
            <SiteHeaderSearchButton aria-label="Search" className="max-desk:hidden" />
            <LocaleDropdown sites={[{ name: "Nigeria", href: "https://ng.example" }]} languages={[{ lang: "en", label: "English", href: "/", current: true }]} labels={{ trigger: "Country", sites: "Sites", languages: "Languages" }} />
            <MobileDrawer items={menu} labels={{ open: "Menu", close: "Close", title: "Menu", search: "Search" }} />
          </SiteHeaderActions>
          <SearchPanel onSearch={() => {}} labels={{ search: "Search", placeholder: "Keyword", empty: "Empty", quickLinks: "Quick" }} quickLinks={[{ label: "Battery", href: "/search/battery" }]} />
          <LoadingBar state="progressing" label="Loading" />
        </SiteHeader>,
      ),
    ).toEqual([]);
  });

  it("meets no conflicting classes in the header bar the site ships, full or reduced (nova)", () => {
    expect(conflicts(<HeaderDemo locale="en" detail />)).toEqual([]);
    expect(conflicts(<HeaderDemo locale="my" nova />)).toEqual([]);
  });

  it("meets no conflicting classes in forms, button links, accordions and the consent question", () => {
    expect(
      conflicts(
        <>
          <Field error="Required" required hint>
            <Label>Name</Label>
            <Input className="font-mono uppercase sm:max-w-xs" />
            <FieldHint>Hint</FieldHint>
            <FieldError>Required</FieldError>
          </Field>
          <Field>
            <Label>Topic</Label>
            <Select />
            <Textarea />
          </Field>
          <SubmitButton pendingLabel="Sending">Send</SubmitButton>
          <SubmitButton pending pendingLabel="Sending">Send</SubmitButton>
          <Button type="submit" className="self-start">Go</Button>
          {(["primary", "secondary"] as const).map((intent) => (
            <Button key={intent} asChild intent={intent}>
              <Link href="/" unstyled className={buttonLinkClass}>
                Home
              </Link>
            </Button>
          ))}
          <Link href="/downloads" tone="brand" className="text-sm">
            Reset
          </Link>
          <Accordion>
            <AccordionItem name="faq" open className="scroll-mt-24">
              <AccordionTrigger>Question</AccordionTrigger>
              <AccordionContent className="flex flex-col gap-3">Answer</AccordionContent>
            </AccordionItem>
          </Accordion>
          <ConsentBanner texts={{ title: "Analytics", text: "May we?", accept: "Yes", decline: "No" }} onAccept={() => {}} onDecline={() => {}} />
        </>,
      ),
    ).toEqual([]);
  });
});

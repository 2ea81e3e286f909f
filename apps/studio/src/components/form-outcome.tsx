"use client";

import type * as React from "react";
import { FormMessage, FormStatus } from "@repo/ui/form";

/**
 * A form's live region and, once an answer came, its message: focused when it changes (the
 * caller's `focusRef`, from `useFocusOnChange`), so a keyboard or screen-reader user hears it.
 */
function FormOutcome({
  message,
  tone = "error",
  focusRef,
}: {
  message: string | undefined;
  tone?: "error" | "success";
  focusRef: React.Ref<HTMLDivElement>;
}) {
  return (
    <FormStatus>
      {message ? (
        <FormMessage ref={focusRef} tone={tone}>
          {message}
        </FormMessage>
      ) : null}
    </FormStatus>
  );
}

export { FormOutcome };

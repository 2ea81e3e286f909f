"use client";

import { useEffect, useRef } from "react";

/**
 * A ref whose element takes focus whenever `value` changes after the first render: a form's
 * message about what just happened is where a keyboard or screen-reader user is taken.
 */
export function useFocusOnChange<T extends HTMLElement>(value: unknown) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (value) ref.current?.focus();
  }, [value]);
  return ref;
}

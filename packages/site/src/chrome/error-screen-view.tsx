"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Button } from "@repo/ui/button";
import { ErrorView } from "@repo/ui/error-view";
import { Link } from "@repo/ui/link";
import { statusOf } from "../errors";
import { useErrorTexts } from "./error-texts";

/** What the error view shows: the status code the server sent in the digest (500 by default), a retry and a way home. */
export function ErrorScreenView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  const texts = useErrorTexts();
  const [retrying, startRetry] = React.useTransition();

  return (
    <ErrorView statusCode={statusOf(error)} message={texts?.text ?? error.message}>
      <div className="flex flex-wrap justify-center gap-3">
        <Button
          disabled={retrying}
          onClick={() =>
            startRetry(() => {
              router.refresh();
              reset();
            })
          }
        >
          {texts?.retry}
        </Button>
        <Button asChild intent="secondary">
          <Link tone="none" href={texts?.homeHref ?? "/"}>
            {texts?.home}
          </Link>
        </Button>
      </div>
    </ErrorView>
  );
}

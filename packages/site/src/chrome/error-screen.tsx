"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Button } from "@repo/ui/button";
import { ErrorView } from "@repo/ui/error-view";
import { Link } from "@repo/ui/link";
import { statusOf } from "../errors";
import { isChunkError, reloadForChunk } from "./chunk-reload";
import { useErrorTexts } from "./error-texts";
import { ForceWhiteHeader } from "./header-state";
import { NavigationFailed } from "./navigation";

/**
 * The error view of every page (the `error` file of the locale tree): the
 * status code the server sent in the digest (500 by default), a retry and a
 * way home. A missing chunk reloads the page instead, at most once a minute.
 */
export function ErrorScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  const texts = useErrorTexts();
  const [retrying, startRetry] = React.useTransition();

  React.useEffect(() => {
    if (isChunkError(error)) reloadForChunk();
  }, [error]);

  return (
    <main id="main">
      <NavigationFailed />
      <ForceWhiteHeader />
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
            <Link href={texts?.homeHref ?? "/"}>{texts?.home}</Link>
          </Button>
        </div>
      </ErrorView>
    </main>
  );
}

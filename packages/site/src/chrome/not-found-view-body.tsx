"use client";

import * as React from "react";
import { usePathname, useRouter } from "next/navigation";
import { Button } from "@repo/ui/button";
import { MainContent } from "@repo/ui/landmarks";
import { Link } from "@repo/ui/link";
import { NotFoundView } from "@repo/ui/error-view";
import { localizedPath, splitLocalePath } from "../routing";
import { ForceWhiteHeader } from "./header-state";
import { useErrorTexts } from "./error-texts";
import { NOT_FOUND_REDIRECT_SECONDS } from "./not-found";

/**
 * The 404 page. Next renders it without the route's params, so the language
 * comes from the path; its lines, formatted on the server, from the layout
 * (`ErrorTextsProvider`). After five seconds it goes home, in the same language.
 */
export function NotFoundScreenBody({ imageSrc }: { imageSrc: string }) {
  const router = useRouter();
  const locale = splitLocalePath(usePathname()).locale;
  const home = localizedPath(locale, "/");
  const own = useErrorTexts()?.notFound;
  const [left, setLeft] = React.useState(NOT_FOUND_REDIRECT_SECONDS);

  React.useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = NOT_FOUND_REDIRECT_SECONDS - Math.floor((Date.now() - started) / 1000);
      if (remaining <= 0) {
        window.clearInterval(timer);
        router.replace(home);
      } else {
        setLeft(remaining);
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [home, router]);

  // Every page of the locale tree has the layout's lines; nothing outside it renders this view.
  if (!own) return null;
  return (
    <MainContent lang={locale.intl}>
      <ForceWhiteHeader />
      <NotFoundView imageSrc={imageSrc} message={own.message}>
        <p role="status" className="text-ink-muted">
          {own.countdown[NOT_FOUND_REDIRECT_SECONDS - left]}
        </p>
        <Button asChild>
          <Link tone="none" href={home}>
            {own.home}
          </Link>
        </Button>
      </NotFoundView>
    </MainContent>
  );
}

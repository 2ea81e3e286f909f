import type { ReactNode } from "react";
import { headers } from "next/headers";
import { MainContent, SkipLink } from "@repo/ui/landmarks";
import { Link } from "@repo/ui/link";
import { me } from "../src/api";
import { LanguageSwitch } from "../src/components/language-switch";
import { notoSans, notoSansExtended, notoSansMyanmar } from "../src/fonts";
import { getTexts } from "../src/intl";
import { PATH_HEADER, safeReturnPath } from "../src/paths";
import "./styles.css";

/** The studio's column: wider than the sites' content, so a text and its english source fit side by side. */
const column = "mx-auto w-full max-w-chrome px-4";

/** Every studio page: `<html lang>` in the person's language, the skip link, the header and the main landmark. */
export default async function StudioLayout({ children }: { children: ReactNode }) {
  const { locale, intl } = await getTexts();
  const person = await me().catch(() => null);
  const path = safeReturnPath((await headers()).get(PATH_HEADER));
  return (
    <html lang={locale} className={`${notoSans.variable} ${notoSansExtended.variable} ${notoSansMyanmar.variable}`}>
      <body className="flex min-h-dvh flex-col bg-surface-muted font-sans text-ink antialiased">
        <SkipLink>{intl.formatMessage({ id: "layout.skipToContent" })}</SkipLink>
        <header className="border-b border-line bg-surface">
          <div className={`${column} flex flex-wrap items-center gap-x-6 gap-y-3 py-3`}>
            <Link href="/" tone="none" className="rounded-sm text-lg font-semibold text-brand-emphasis">
              {intl.formatMessage({ id: "studio.name" })}
            </Link>
            {person ? (
              <nav aria-label={intl.formatMessage({ id: "studio.nav.label" })}>
                <ul className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm">
                  <li>
                    <Link href="/" tone="brand" aria-current={path === "/" ? "page" : undefined}>
                      {intl.formatMessage({ id: "studio.nav.content" })}
                    </Link>
                  </li>
                  <li>
                    <Link href="/account" tone="brand" aria-current={path === "/account" ? "page" : undefined}>
                      {intl.formatMessage({ id: "studio.nav.account" })}
                    </Link>
                  </li>
                  <li className="text-ink-muted">{intl.formatMessage({ id: "studio.nav.signedInAs" }, { email: person.email })}</li>
                </ul>
              </nav>
            ) : null}
            <div className="ms-auto">
              <LanguageSwitch
                locale={locale}
                returnTo={path}
                texts={{
                  label: intl.formatMessage({ id: "studio.locale.label" }),
                  submit: intl.formatMessage({ id: "studio.locale.submit" }),
                }}
              />
            </div>
          </div>
        </header>
        <MainContent className="flex-1 py-8">
          <div className={`${column} flex flex-col gap-6`}>{children}</div>
        </MainContent>
      </body>
    </html>
  );
}

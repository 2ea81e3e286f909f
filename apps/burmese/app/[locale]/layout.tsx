export { LocaleLayout as default, generateStaticParams, metadata } from "@repo/site/layouts/locale-layout";

export { LocaleLayout as default, generateStaticParams, generateMetadata } from "@repo/site/layouts/locale-layout";

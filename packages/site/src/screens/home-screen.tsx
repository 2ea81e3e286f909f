import { notFound } from "next/navigation";
import { edition } from "../edition";
import { findLocale } from "../routing";

/** The home route. Its sections arrive with the home-page content endpoint. */
export async function HomeScreen({ params }: { params: Promise<{ locale: string }> }) {
  const locale = findLocale((await params).locale);
  if (!locale) notFound();
  return (
    <main id="main" className="mx-auto max-w-content px-4 py-16">
      <h1 className="text-4xl font-bold">
        {edition.brand.name} <span className="text-ink-muted">{edition.region}</span>
      </h1>
    </main>
  );
}

import { jsonLd } from "../seo";

/** Structured data for search engines: one `<script type="application/ld+json">`. */
export function JsonLd({ data }: { data: object | object[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}

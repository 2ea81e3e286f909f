import { Mail } from "lucide";
import { Icon } from "@repo/ui/icon";
import { Link } from "@repo/ui/link";
import { getIntl } from "../../intl";
import type { SiteLocale } from "../../routing";

/**
 * The share URLs of the networks: plain links that open the network's own
 * share page, so no third-party script runs on ours.
 */
export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { id: "share.facebook", name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: "share.x", name: "X", href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { id: "share.linkedin", name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { id: "share.whatsapp", name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ] as const;
}

/** "Share": links to the networks' share pages and an e-mail, for the page at `url`. */
export function ShareLinks({ locale, url, title }: { locale: SiteLocale; url: string; title: string }) {
  const intl = getIntl(locale.intl);
  const newTab = intl.formatMessage({ id: "share.newTab" });
  const item = "inline-flex min-h-10 items-center gap-2 rounded-control border border-line px-3 text-sm hover:bg-surface-muted";
  return (
    <section aria-labelledby="share-title" className="mt-10 border-t border-line pt-6">
      <h2 id="share-title" className="text-base font-semibold">
        {intl.formatMessage({ id: "share.title" })}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {shareTargets(url, title).map((target) => (
          <li key={target.id}>
            <Link
              external
              tone="none"
              href={target.href}
              target="_blank"
              className={item}
              aria-label={`${intl.formatMessage({ id: target.id })} ${newTab}`}
            >
              {target.name}
            </Link>
          </li>
        ))}
        <li>
          <Link
            external
            tone="none"
            href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}
            className={item}
          >
            <Icon icon={Mail} aria-hidden className="size-4" />
            {intl.formatMessage({ id: "share.email" })}
          </Link>
        </li>
      </ul>
    </section>
  );
}

import type * as React from "react";
import { BriefcaseBusiness, Camera, Mail, Phone, TvMinimalPlay, Users, type IconNode } from "lucide";
import { cn } from "#cn";
import type { MenuEntry } from "../lib/menu";
import { Link } from "./link";
import { containerClass } from "./container-class";
import { Icon } from "./icon";

type SocialKind = "video" | "social" | "professional" | "photo";

const socialIcons = {
  video: TvMinimalPlay,
  social: Users,
  professional: BriefcaseBusiness,
  photo: Camera,
} satisfies Record<SocialKind, IconNode>;

interface SocialLink {
  /** Video channel, social network, professional network, photo sharing. */
  kind: SocialKind;
  url: string;
  /** The accessible name, e.g. "Aurevo on YouTube". */
  label: string;
}

interface CompanyInfo {
  title: string;
  address: string;
  email: string;
  /** May be empty or hold several numbers separated by commas. */
  phone: string;
}

interface SiteFooterProps extends Omit<React.ComponentProps<"footer">, "children"> {
  /** The brand mark, usually a link home with the logo. */
  brand: React.ReactNode;
  company: CompanyInfo;
  /** The site menu; items with children fill the two navigation columns. */
  menu: MenuEntry[];
  social: SocialLink[];
  copyright: string;
  labels: { nav: string; email: string; phone: string; social: string };
  /** Regional filing numbers and similar lines under the copyright. */
  notes?: React.ReactNode;
}

/** The phone field split into numbers (SPEC §3: "may hold several numbers separated by a comma"). */
function splitPhones(phone: string): string[] {
  return phone
    .split(/[,，]/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * The site footer: brand, company, contact, two navigation columns (items with
 * children only), social links and copyright. On narrow screens the
 * navigation and company name are hidden. At least 630 px tall on desktop.
 */
function SiteFooter({ className, brand, company, menu, social, copyright, labels, notes, ...props }: SiteFooterProps) {
  const columns = menu.filter((item) => item.children.length > 0).slice(0, 2);
  const phones = splitPhones(company.phone);
  return (
    <footer data-slot="site-footer" className={cn("bg-surface-inverse text-ink-inverse desk:min-h-footer-desk", className)} {...props}>
      <div className={cn(containerClass, "flex flex-col gap-10 py-12 desk:flex-row desk:justify-between desk:py-20")}>
        <div className="flex max-w-sm flex-col gap-4">
          <div>{brand}</div>
          <p data-slot="site-footer-company" className="hidden font-semibold desk:block">
            {company.title}
          </p>
          <address className="flex flex-col gap-2 text-sm not-italic opacity-90">
            <span>{company.address}</span>
            {company.email ? (
              <span className="flex items-center gap-2">
                <Icon icon={Mail} aria-hidden className="size-4 shrink-0" />
                <span className="sr-only">{labels.email}: </span>
                <a href={`mailto:${company.email}`} className="underline-offset-4 hover:underline">
                  {company.email}
                </a>
              </span>
            ) : null}
            {phones.length > 0 ? (
              <span className="flex items-start gap-2">
                <Icon icon={Phone} aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span className="sr-only">{labels.phone}: </span>
                <span className="flex flex-col">
                  {phones.map((phone) => (
                    <a key={phone} href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="underline-offset-4 hover:underline">
                      {phone}
                    </a>
                  ))}
                </span>
              </span>
            ) : null}
          </address>
        </div>
        {columns.length > 0 ? (
          <nav aria-label={labels.nav} className="hidden gap-16 desk:flex">
            {columns.map((column) => (
              <div key={column.id} className="flex flex-col gap-3">
                <p className="font-semibold">{column.name}</p>
                <ul className="flex flex-col gap-2 text-sm opacity-90">
                  {column.children.map((child) => (
                    <li key={child.id}>
                      <Link href={child.link} external={child.external} className="hover:underline">
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        ) : null}
      </div>
      <div className="border-t border-ink-inverse/20">
        <div className={cn(containerClass, "flex flex-col-reverse items-center gap-4 py-6 text-xs desk:flex-row desk:justify-between")}>
          <div className="flex flex-col gap-1 text-center desk:text-start">
            <p>{copyright}</p>
            {notes}
          </div>
          {social.length > 0 ? (
            <ul aria-label={labels.social} className="flex gap-2">
              {social.map((link) => {
                const icon = socialIcons[link.kind];
                return (
                  <li key={link.url}>
                    <a
                      href={link.url}
                      rel="noopener"
                      aria-label={link.label}
                      data-kind={link.kind}
                      className="grid size-10 place-items-center rounded-full bg-ink-inverse/10 hover:bg-ink-inverse/25"
                    >
                      <Icon icon={icon} aria-hidden className="size-5" />
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      </div>
    </footer>
  );
}

export { SiteFooter, splitPhones, type CompanyInfo, type SiteFooterProps, type SocialKind, type SocialLink };

import type { Metadata } from "next";
import { Mail, MapPin, Phone } from "lucide";
import { Icon } from "@repo/ui/icon";
import { Heading } from "@repo/ui/heading";
import { Link } from "@repo/ui/link";
import { MapFrame, MapMarker } from "@repo/ui/map-marker";
import { WorldMap } from "@repo/ui/world-map";
import { markerPosition } from "@repo/ui/map-projection";
import { editionSettings } from "../edition";
import { OnlineMessageForm } from "../forms/online-message-form";
import { getIntl } from "../intl";
import { screenLocale, type ScreenParams } from "../screen-kit/locale";
import { PageFrame } from "../screen-kit/page-frame";
import { pageMetadata } from "../seo";
import { phoneNumbers, telHref } from "./home/offices";

const ROUTE = "/about/contact";

/**
 * The contact page: the edition's offices (title, address, e-mail, every
 * phone number as a `tel:` link) from the edition's settings, each as a marker
 * on the world map at its latitude and longitude, then the online message form.
 */
export async function ContactScreen({ params }: { params: ScreenParams }) {
  const locale = await screenLocale(params);
  const intl = getIntl(locale.intl);
  const { offices } = await editionSettings(locale.code);
  const title = intl.formatMessage({ id: "contact.title" });

  return (
    <PageFrame
      locale={locale}
      title={title}
      intro={intl.formatMessage({ id: "contact.intro" })}
      breadcrumbs={[{ name: title, route: ROUTE }]}
    >
      <section aria-labelledby="contact-offices" className="flex flex-col gap-6">
        <Heading id="contact-offices" size="section">
          {intl.formatMessage({ id: "contact.offices" })}
        </Heading>
        <div className="grid gap-8 desk:grid-cols-[2fr_3fr] desk:items-start">
          <ul className="flex flex-col gap-4">
            {offices.map((office) => {
              const phones = phoneNumbers(office.phone);
              return (
                <li key={office.title} data-slot="office" className="flex flex-col gap-2 rounded-card border border-line p-5">
                  {/* The office's name heads its card; an <address> holds contact details only, never a heading. */}
                  <Heading asChild size="subsection">
                    <h3>{office.title}</h3>
                  </Heading>
                  <address className="flex flex-col gap-2 not-italic">
                    <p className="flex gap-2">
                      <Icon icon={MapPin} aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-emphasis" />
                      <span className="sr-only">{intl.formatMessage({ id: "footer.address" })}: </span>
                      <span>{office.address}</span>
                    </p>
                    <p className="flex gap-2">
                      <Icon icon={Mail} aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-emphasis" />
                      <span className="sr-only">{intl.formatMessage({ id: "footer.email" })}: </span>
                      <Link href={`mailto:${office.email}`} tone="brand" external className="break-all">
                        {office.email}
                      </Link>
                    </p>
                    {phones.length > 0 ? (
                      <div className="flex gap-2">
                        <Icon icon={Phone} aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-emphasis" />
                        <span className="sr-only">{intl.formatMessage({ id: "footer.phone" })}: </span>
                        <ul className="flex flex-wrap gap-x-4 gap-y-1">
                          {phones.map((number) => (
                            <li key={number}>
                              <Link
                                href={telHref(number)}
                                tone="brand"
                                external
                                aria-label={intl.formatMessage({ id: "contact.call" }, { number })}
                                className="whitespace-nowrap"
                              >
                                {number}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ) : null}
                  </address>
                </li>
              );
            })}
          </ul>
          <figure className="flex flex-col gap-2">
            <MapFrame className="border border-line">
              <WorldMap />
              {offices.map((office) => (
                <MapMarker
                  key={office.title}
                  {...markerPosition(office.latitude, office.longitude)}
                  label={intl.formatMessage({ id: "contact.marker" }, { office: office.title })}
                />
              ))}
            </MapFrame>
            <figcaption className="text-sm text-ink-muted">{intl.formatMessage({ id: "contact.map" })}</figcaption>
          </figure>
        </div>
      </section>

      {/* The online message form brings its own heading and texts. */}
      <div className="mt-14">
        <OnlineMessageForm locale={locale} />
      </div>
    </PageFrame>
  );
}

export async function generateContactMetadata({ params }: { params: ScreenParams }): Promise<Metadata> {
  const locale = await screenLocale(params);
  const intl = getIntl(locale.intl);
  // A route of the SEO list: its entry wins, the title is the fallback.
  return pageMetadata(locale, ROUTE, intl.formatMessage({ id: "contact.title" }));
}

import type { Metadata } from "next";
import { CalendarDays, MapPin } from "lucide";
import { Icon } from "@repo/ui/icon";
import { getEvents } from "@repo/api-client/about";
import { getHomePage } from "@repo/api-client/home";
import { getProductCategories } from "@repo/api-client/products";
import { formatDate } from "@repo/locales/dates";
import { Button } from "@repo/ui/button";
import { Container } from "@repo/ui/container";
import { Heading } from "@repo/ui/heading";
import { MainContent } from "@repo/ui/landmarks";
import { Link } from "@repo/ui/link";
import { Tag } from "@repo/ui/tag";
import { Text } from "@repo/ui/text";
import { cached, serverFetcher } from "../api";
import { edition, editionSettings, siteTitle } from "../edition";
import { loadOr404 } from "../errors";
import { getIntl } from "../intl";
import { localizedPath } from "../routing";
import { ContentImage } from "../screen-kit/content-image";
import { OnlyInEnglish } from "../screen-kit/fallback-notice";
import { JsonLd } from "../screen-kit/json-ld";
import { screenLocale, type ScreenParams } from "../screen-kit/locale";
import { homeStructuredData, pageMetadata } from "../seo";
import { dateRange, isoDate, zoneLabel } from "./editorial/date-text";
import { LinkCard } from "./home/cards";
import { HomeHero } from "./home/home-hero";
import { ClaimList, HomeSection } from "./home/section";

/** How many upcoming events the home page lists. */
const HOME_EVENTS = 3;

/** Solutions and case studies show one full desktop row each; their pages list the rest. */
const HOME_ROW = 3;

/**
 * The home route: the hero slides, product categories, featured products,
 * solutions and case studies, the latest news and upcoming events from the
 * content API, the edition's brand claims and a way to contact the company.
 */
export async function HomeScreen({ params }: { params: ScreenParams }) {
  const locale = await screenLocale(params);
  const intl = getIntl(locale.intl);
  const fetcher = serverFetcher(locale.code);
  const [home, categories, events, settings] = await loadOr404(
    Promise.all([
      getHomePage(fetcher, cached("home")),
      getProductCategories(fetcher, {}, cached("products")),
      getEvents(fetcher, { when: "upcoming", pageSize: HOME_EVENTS }, cached("events")),
      editionSettings(locale.code),
    ]),
  );
  const title = `${siteTitle} ${edition.region}`;
  const path = (route: string) => localizedPath(locale, route);
  const untranslated = [
    ...home.featuredProducts,
    ...home.featuredSolutions,
    ...home.featuredCaseStudies,
    ...home.latestNews,
    ...events.items,
  ].some((item) => item.untranslated);
  const onlyInEnglish = <OnlyInEnglish locale={locale} untranslated className="self-start" />;

  return (
    <MainContent>
      <JsonLd data={homeStructuredData(locale, settings)} />
      {home.heroSlides.length > 0 ? (
        <HomeHero locale={locale} intl={intl} slides={home.heroSlides} title={title} />
      ) : (
        <Container className="pt-12">
          <Heading asChild size="display">
            <h1>{title}</h1>
          </Heading>
        </Container>
      )}

      {untranslated && locale.code !== "english" ? (
        <Container className="pt-6">
          <p role="note" className="rounded-card border border-line bg-surface-muted px-4 py-2 text-sm">
            {intl.formatMessage({ id: "layout.untranslated" })}
          </p>
        </Container>
      ) : null}

      <HomeSection
        id="home-categories"
        title={intl.formatMessage({ id: "products.categories.label" })}
        more={{ label: intl.formatMessage({ id: "products.categories.all" }), href: path("/products") }}
      >
        <ul className="grid grid-cols-2 gap-4 desk:grid-cols-3 desk:gap-6">
          {categories.map((category) => (
            <li
              key={category.id}
              className="group/category relative overflow-hidden rounded-card border border-line bg-surface"
            >
              <div className="aspect-[4/3] overflow-hidden bg-surface-muted">
                {/* The link below names the category; its picture adds nothing to read aloud. */}
                <ContentImage
                  locale={locale}
                  src={category.image}
                  alt=""
                  width={480}
                  height={360}
                  sizes="(min-width: 950px) 320px, 50vw"
                  frameClassName="transition-transform duration-(--duration-zoom) group-hover/category:scale-(--scale-zoom) motion-reduce:transition-none"
                />
              </div>
              <div className="flex flex-col gap-1 p-4">
                <Link
                  href={path(`/product-list/${category.id}`)}
                  className="text-lg font-semibold after:absolute after:inset-0"
                >
                  {category.name}
                </Link>
                <Text size="sm" tone="muted">
                  {intl.formatMessage({ id: "home.categories.count" }, { count: category.products.length })}
                </Text>
              </div>
            </li>
          ))}
        </ul>
      </HomeSection>

      {home.featuredProducts.length > 0 ? (
        <HomeSection
          id="home-products"
          title={intl.formatMessage({ id: "home.products.title" })}
          more={{ label: intl.formatMessage({ id: "products.categories.all" }), href: path("/products") }}
          muted
        >
          <ul className="grid gap-6 sm:grid-cols-2 desk:grid-cols-3">
            {home.featuredProducts.map((product) => (
              <LinkCard
                locale={locale}
                key={product.id}
                href={path(product.href)}
                title={product.name}
                description={product.summary}
                image={{ src: product.image, alt: product.imageAlt, width: 960, height: 720 }}
                untranslated={product.untranslated}
                notice={onlyInEnglish}
              />
            ))}
          </ul>
        </HomeSection>
      ) : null}

      {home.featuredSolutions.length > 0 ? (
        <HomeSection
          id="home-solutions"
          title={intl.formatMessage({ id: "solutions.title" })}
          more={{ label: intl.formatMessage({ id: "home.solutions.all" }), href: path("/solutions") }}
        >
          <ul className="grid gap-6 sm:grid-cols-2 desk:grid-cols-3">
            {home.featuredSolutions.slice(0, HOME_ROW).map((solution) => (
              <LinkCard
                locale={locale}
                key={solution.id}
                href={path(solution.href)}
                title={solution.title}
                description={solution.description}
                eyebrow={<Tag className="w-fit">{solution.shortName}</Tag>}
                image={{ src: solution.image, alt: solution.imageAlt, width: 960, height: 720 }}
                untranslated={solution.untranslated}
                notice={onlyInEnglish}
              />
            ))}
          </ul>
        </HomeSection>
      ) : null}

      {home.featuredCaseStudies.length > 0 ? (
        <HomeSection
          id="home-case-studies"
          title={intl.formatMessage({ id: "caseStudies.title" })}
          more={{ label: intl.formatMessage({ id: "caseStudies.all" }), href: path("/case-study") }}
          muted
        >
          <ul className="grid gap-6 sm:grid-cols-2 desk:grid-cols-3">
            {home.featuredCaseStudies.slice(0, HOME_ROW).map((study) => (
              <LinkCard
                locale={locale}
                key={study.id}
                href={path(study.href)}
                title={study.title}
                description={study.summary}
                image={{ src: study.image, alt: study.imageAlt, width: 960, height: 720 }}
                untranslated={study.untranslated}
                notice={onlyInEnglish}
              >
                <Text size="sm" tone="muted" className="flex items-center gap-1">
                  <Icon icon={MapPin} aria-hidden className="size-4 shrink-0" />
                  {[study.location.city, study.location.country].filter(Boolean).join(", ")}
                </Text>
              </LinkCard>
            ))}
          </ul>
        </HomeSection>
      ) : null}

      <HomeSection
        id="home-news"
        title={intl.formatMessage({ id: "home.news.title" })}
        more={{ label: intl.formatMessage({ id: "home.news.all" }), href: path("/about/news") }}
      >
        {home.latestNews.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 desk:grid-cols-3">
            {home.latestNews.map((news) => (
              <LinkCard
                locale={locale}
                key={news.id}
                href={path(news.href)}
                title={news.title}
                description={news.summary}
                eyebrow={
                  <Text size="sm" tone="muted" asChild>
                    <time dateTime={formatDate(news.date, { format: "YYYY-MM-DD" })}>
                      {formatDate(news.date, { locale: locale.intl })}
                    </time>
                  </Text>
                }
                image={{ src: news.image, alt: news.imageAlt, width: 1200, height: 675 }}
                untranslated={news.untranslated}
                notice={onlyInEnglish}
              />
            ))}
          </ul>
        ) : (
          <Text tone="muted">{intl.formatMessage({ id: "news.empty" })}</Text>
        )}
      </HomeSection>

      <HomeSection
        id="home-events"
        title={intl.formatMessage({ id: "events.upcoming" })}
        more={{ label: intl.formatMessage({ id: "home.events.all" }), href: path("/about/event") }}
        muted
      >
        {events.items.length > 0 ? (
          <ul className="grid gap-4 desk:grid-cols-3">
            {events.items.map((event) => (
              <li
                key={event.id}
                lang={event.untranslated ? "en" : undefined}
                className="relative flex flex-col gap-2 rounded-card border border-line bg-surface p-5"
              >
                <Text size="sm" tone="muted" className="flex flex-wrap items-center gap-x-1">
                  <Icon icon={CalendarDays} aria-hidden className="size-4 shrink-0" />
                  <time dateTime={isoDate(event.startDate)} data-slot="event-dates">
                    {dateRange(locale, event.startDate, event.endDate, event.timeZone)}
                  </time>
                  <span data-slot="event-zone">
                    {intl.formatMessage({ id: "events.zone" }, { zone: zoneLabel(locale, event.timeZone, event.startDate) })}
                  </span>
                </Text>
                <Link href={path(event.href)} className="text-lg font-semibold after:absolute after:inset-0">
                  {event.title}
                </Link>
                <Text size="sm" tone="muted" className="flex items-center gap-1">
                  <Icon icon={MapPin} aria-hidden className="size-4 shrink-0" />
                  {event.place}
                </Text>
              </li>
            ))}
          </ul>
        ) : (
          <Text tone="muted">{intl.formatMessage({ id: "events.empty" })}</Text>
        )}
      </HomeSection>

      <HomeSection
        id="home-claims"
        title={intl.formatMessage({ id: "home.claims.title" }, { brand: edition.brand.name })}
      >
        <ClaimList claims={settings.claims} />
      </HomeSection>

      <section aria-labelledby="home-contact" className="bg-brand-emphasis text-ink-inverse">
        <Container className="flex flex-col items-start gap-4 py-12 desk:flex-row desk:items-center desk:justify-between">
          <div className="flex flex-col gap-2">
            <Heading id="home-contact">{intl.formatMessage({ id: "home.contact.title" })}</Heading>
            <Text className="max-w-prose">{intl.formatMessage({ id: "home.contact.text" })}</Text>
          </div>
          <Button asChild intent="inverse" size="lg">
            <Link tone="none" href={path("/about/contact")}>{intl.formatMessage({ id: "contact.title" })}</Link>
          </Button>
        </Container>
      </section>
    </MainContent>
  );
}

/** The home page's title is the brand alone; the rest comes from the SEO list's `/` entry. */
export async function generateHomeMetadata({ params }: { params: ScreenParams }): Promise<Metadata> {
  const locale = await screenLocale(params);
  return pageMetadata(locale, "/");
}

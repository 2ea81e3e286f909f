import type { IntlShape } from "@formatjs/intl";
import type { HomeView } from "@repo/api-client/home";
import { Button } from "@repo/ui/button";
import { Container } from "@repo/ui/container";
import { HeroCarousel, HeroSlide } from "@repo/ui/hero-carousel";
import { Link } from "@repo/ui/link";
import { HeaderOverHero } from "../../chrome/header-state";
import { localizedPath, type SiteLocale } from "../../routing";
import { ContentImage } from "../../screen-kit/content-image";

interface HomeHeroProps {
  locale: SiteLocale;
  intl: IntlShape<string>;
  slides: HomeView["heroSlides"];
  /** The page's one `h1`: the brand, over every slide. */
  title: string;
}

/**
 * The home page's hero: full width, starting under the header, which stays
 * transparent over it until the visitor scrolls, hovers or opens a menu. The
 * first slide's picture is the page's largest paint: loaded first, at the
 * viewport's width, in a box whose height never depends on the picture.
 */
export function HomeHero({ locale, intl, slides, title }: HomeHeroProps) {
  const total = slides.length;
  return (
    <div data-slot="home-hero" className="relative -mt-14 desk:-mt-header">
      <HeaderOverHero />
      <Container asChild className="pointer-events-none absolute inset-x-0 top-20 z-10 text-sm font-semibold tracking-[0.2em] text-ink-inverse uppercase desk:top-28">
        <h1>{title}</h1>
      </Container>
      <HeroCarousel
        label={intl.formatMessage({ id: "home.hero.label" })}
        previousLabel={intl.formatMessage({ id: "home.hero.previous" })}
        nextLabel={intl.formatMessage({ id: "home.hero.next" })}
        slideLabels={slides.map((_, index) => intl.formatMessage({ id: "home.hero.slide" }, { current: index + 1, total }))}
        goToLabels={slides.map((_, index) => intl.formatMessage({ id: "home.hero.goTo" }, { index: index + 1 }))}
        slides={slides.map((slide, index) => (
          <HeroSlide
            key={index}
            media={
              <ContentImage
                locale={locale}
                src={slide.image}
                alt={slide.imageAlt}
                width={1600}
                height={900}
                sizes="100vw"
                priority={index === 0}
                backdrop="inverse"
              />
            }
          >
            <h2 className="max-w-2xl text-3xl font-semibold text-balance desk:text-5xl">{slide.title}</h2>
            <p className="max-w-xl text-lg text-pretty">{slide.subtitle}</p>
            <Button asChild size="lg" className="w-fit">
              <Link tone="none" href={localizedPath(locale, slide.href)}>{intl.formatMessage({ id: "home.hero.cta" })}</Link>
            </Button>
          </HeroSlide>
        ))}
      />
    </div>
  );
}

import { Link } from "@tanstack/react-router";
import { ArrowRightIcon, BookOpenIcon, type LucideIcon, MessageCircleIcon, ShieldCheckIcon } from "lucide-react";
import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { BrandMark } from "../auth/brand-mark.tsx";
import { HeroIllustration } from "../auth/hero-illustration.tsx";
import { useSession } from "../auth/session.tsx";

// One icon per entry of nl.landing.features, in order.
const FEATURE_ICONS: LucideIcon[] = [MessageCircleIcon, BookOpenIcon, ShieldCheckIcon];

/** The public page at '/': what the product does, and the way in (or back to the dashboard). */
export function LandingPage() {
  const session = useSession();
  const signedIn = session.status === "authenticated";

  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <header className="sticky top-0 z-10 border-b bg-background/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <Link to="/" className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <BrandMark />
          </Link>
          <nav>
            {signedIn ? (
              <Button asChild variant="outline">
                <Link to="/dashboard">{nl.landing.goToDashboard}</Link>
              </Button>
            ) : (
              <Button asChild variant="ghost">
                <Link to="/auth">{nl.landing.signIn}</Link>
              </Button>
            )}
          </nav>
        </div>
      </header>

      <main className="flex-1">
        <section className="relative overflow-hidden">
          <div
            aria-hidden
            className="pointer-events-none absolute inset-x-0 -top-40 h-[32rem] bg-[radial-gradient(ellipse_at_top,rgba(122,47,243,0.18),transparent_65%)]"
          />
          <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
            <div className="grid gap-6">
              <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{nl.landing.headline}</h1>
              <p className="max-w-xl text-lg text-muted-foreground">{nl.landing.sub}</p>
              <div className="flex flex-wrap gap-3">
                {signedIn ? (
                  <Button asChild size="lg">
                    <Link to="/dashboard">
                      {nl.landing.goToDashboard}
                      <ArrowRightIcon aria-hidden />
                    </Link>
                  </Button>
                ) : (
                  <>
                    <Button asChild size="lg">
                      <Link to="/register">
                        {nl.landing.cta}
                        <ArrowRightIcon aria-hidden />
                      </Link>
                    </Button>
                    <Button asChild size="lg" variant="outline">
                      <Link to="/auth">{nl.landing.signIn}</Link>
                    </Button>
                  </>
                )}
              </div>
            </div>
            <div className="rounded-2xl bg-gradient-to-br from-[#7A2FF3] via-[#6620d9] to-[#3b1190] p-6 shadow-xl dark:from-[#4f1ca3] dark:via-[#3a1480] dark:to-[#1b0a40]">
              <HeroIllustration label={nl.auth.heroAlt} />
            </div>
          </div>
        </section>

        <section aria-labelledby="features-title" className="border-t bg-muted/40">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
            <h2 id="features-title" className="mb-8 text-2xl font-semibold tracking-tight">
              {nl.landing.featuresTitle}
            </h2>
            <ul className="grid gap-6 md:grid-cols-3">
              {nl.landing.features.map((feature, i) => {
                const Icon = FEATURE_ICONS[i] ?? MessageCircleIcon;
                return (
                  <li key={feature.title}>
                    <Card className="h-full">
                      <CardHeader>
                        <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                          <Icon className="size-5" aria-hidden />
                        </span>
                        <CardTitle level={3}>{feature.title}</CardTitle>
                      </CardHeader>
                      <CardContent>
                        <p className="text-sm text-muted-foreground">{feature.text}</p>
                      </CardContent>
                    </Card>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>
      </main>

      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-6 text-sm text-muted-foreground sm:px-6">
          <BrandMark className="text-foreground" />
          <span>{nl.landing.footer}</span>
        </div>
      </footer>
    </div>
  );
}

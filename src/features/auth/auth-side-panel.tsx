import { StarIcon } from "lucide-react";
import { nl } from "../../../common/i18n/nl.ts";
import { HeroIllustration } from "./hero-illustration.tsx";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((part) => part.length > 0 && part[0] === part[0]?.toUpperCase())
    .map((part) => part[0])
    .join("")
    .slice(0, 2);

/** The pitch beside the form on wide screens: illustration plus the HR-manager testimonial. */
export function AuthSidePanel() {
  return (
    <aside className="relative hidden overflow-hidden bg-gradient-to-br from-[#7A2FF3] via-[#6620d9] to-[#3b1190] p-10 text-white lg:flex lg:flex-col lg:justify-between dark:from-[#4f1ca3] dark:via-[#3a1480] dark:to-[#1b0a40]">
      <div aria-hidden className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10" />
      <div aria-hidden className="pointer-events-none absolute -bottom-32 -left-20 size-80 rounded-full bg-white/5" />

      <p className="relative max-w-md text-2xl leading-snug font-semibold">{nl.product.tagline}</p>

      <HeroIllustration label={nl.auth.heroAlt} className="relative mx-auto my-8 max-w-md" />

      <figure className="relative max-w-xl rounded-xl bg-white/10 p-6 ring-1 ring-white/20 backdrop-blur-sm">
        <div className="mb-3 flex gap-0.5 text-amber-300" aria-hidden>
          {[1, 2, 3, 4, 5].map((n) => (
            <StarIcon key={n} className="size-4 fill-current" />
          ))}
        </div>
        <blockquote className="text-base leading-relaxed">“{nl.auth.testimonialQuote}”</blockquote>
        <figcaption className="mt-4 flex items-center gap-3">
          <span
            aria-hidden
            className="flex size-10 items-center justify-center rounded-full bg-white text-sm font-semibold text-[#7A2FF3]"
          >
            {initials(nl.auth.testimonialName)}
          </span>
          <span className="grid">
            <span className="font-semibold">{nl.auth.testimonialName}</span>
            <span className="text-sm text-white/75">{nl.auth.testimonialRole}</span>
          </span>
        </figcaption>
      </figure>
    </aside>
  );
}

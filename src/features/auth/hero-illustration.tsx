import { cn } from "../../lib/cn.ts";

/**
 * A phone with a WhatsApp-style chat between an employee and the assistant, drawn inline
 * (the app must work offline, so no image URLs). Decorative parts are abstract bars.
 */
export function HeroIllustration({ label, className }: { label: string; className?: string }) {
  return (
    <svg viewBox="0 0 420 340" role="img" aria-label={label} className={cn("h-auto w-full", className)}>
      <defs>
        <linearGradient id="hero-screen" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f6f1ff" />
          <stop offset="1" stopColor="#ece3ff" />
        </linearGradient>
        <linearGradient id="hero-glow" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.35" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </linearGradient>
        <filter id="hero-shadow" x="-20%" y="-20%" width="140%" height="140%">
          <feDropShadow dx="0" dy="10" stdDeviation="12" floodColor="#1e0b46" floodOpacity="0.35" />
        </filter>
      </defs>

      {/* soft backdrop */}
      <circle cx="210" cy="170" r="150" fill="url(#hero-glow)" />
      <circle cx="70" cy="60" r="18" fill="#ffffff" opacity="0.15" />
      <circle cx="372" cy="292" r="26" fill="#ffffff" opacity="0.12" />

      {/* phone */}
      <g filter="url(#hero-shadow)">
        <rect x="125" y="14" width="170" height="312" rx="28" fill="#160a2e" />
        <rect x="133" y="22" width="154" height="296" rx="22" fill="url(#hero-screen)" />
      </g>
      {/* chat header */}
      <path d="M133 44a22 22 0 0 1 22-22h110a22 22 0 0 1 22 22v18H133z" fill="#7A2FF3" />
      <circle cx="155" cy="46" r="10" fill="#ffffff" />
      <path d="M150 43h10v5h-5l-3 3v-3h-2z" fill="#7A2FF3" />
      <rect x="171" y="39" width="58" height="6" rx="3" fill="#ffffff" />
      <rect x="171" y="49" width="36" height="4" rx="2" fill="#ffffff" opacity="0.6" />

      {/* employee question (own message, right) */}
      <rect x="196" y="80" width="80" height="30" rx="10" fill="#d9fdd3" />
      <rect x="205" y="89" width="60" height="5" rx="2.5" fill="#1f7a3a" opacity="0.55" />
      <rect x="205" y="98" width="40" height="5" rx="2.5" fill="#1f7a3a" opacity="0.35" />

      {/* assistant answer (left) */}
      <rect x="144" y="122" width="108" height="48" rx="10" fill="#ffffff" />
      <rect x="153" y="131" width="84" height="5" rx="2.5" fill="#7A2FF3" opacity="0.7" />
      <rect x="153" y="141" width="90" height="5" rx="2.5" fill="#62626e" opacity="0.35" />
      <rect x="153" y="151" width="64" height="5" rx="2.5" fill="#62626e" opacity="0.35" />

      {/* second question and answer */}
      <rect x="214" y="184" width="62" height="22" rx="10" fill="#d9fdd3" />
      <rect x="223" y="193" width="44" height="5" rx="2.5" fill="#1f7a3a" opacity="0.5" />
      <rect x="144" y="218" width="96" height="38" rx="10" fill="#ffffff" />
      <rect x="153" y="227" width="74" height="5" rx="2.5" fill="#7A2FF3" opacity="0.7" />
      <rect x="153" y="237" width="56" height="5" rx="2.5" fill="#62626e" opacity="0.35" />

      {/* typing indicator */}
      <rect x="144" y="268" width="44" height="20" rx="10" fill="#ffffff" />
      <circle cx="157" cy="278" r="3" fill="#7A2FF3" opacity="0.9" />
      <circle cx="166" cy="278" r="3" fill="#7A2FF3" opacity="0.6" />
      <circle cx="175" cy="278" r="3" fill="#7A2FF3" opacity="0.35" />

      {/* floating "answered" card */}
      <g filter="url(#hero-shadow)">
        <rect x="18" y="150" width="112" height="50" rx="12" fill="#ffffff" />
      </g>
      <circle cx="40" cy="175" r="11" fill="#22c55e" />
      <path d="M35 175l3.5 3.5L45 172" fill="none" stroke="#ffffff" strokeWidth="2.5" strokeLinecap="round" />
      <rect x="58" y="166" width="56" height="6" rx="3" fill="#160a2e" opacity="0.75" />
      <rect x="58" y="178" width="38" height="5" rx="2.5" fill="#62626e" opacity="0.4" />

      {/* floating AI sparkle card */}
      <g filter="url(#hero-shadow)">
        <rect x="300" y="70" width="100" height="50" rx="12" fill="#ffffff" />
      </g>
      <path
        d="M325 82l3 7.5 7.5 3-7.5 3-3 7.5-3-7.5-7.5-3 7.5-3z"
        fill="#7A2FF3"
        stroke="#7A2FF3"
        strokeLinejoin="round"
      />
      <rect x="344" y="88" width="42" height="6" rx="3" fill="#160a2e" opacity="0.75" />
      <rect x="344" y="100" width="28" height="5" rx="2.5" fill="#62626e" opacity="0.4" />

      {/* clock: day and night */}
      <g filter="url(#hero-shadow)">
        <circle cx="336" cy="228" r="26" fill="#ffffff" />
      </g>
      <circle cx="336" cy="228" r="18" fill="none" stroke="#7A2FF3" strokeWidth="3" />
      <path d="M336 218v10l7 5" fill="none" stroke="#7A2FF3" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

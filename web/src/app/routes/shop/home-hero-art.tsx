/** A decorative still life: a solitaire ring on a champagne disc. Purely ornamental. */
export function HomeHeroArt() {
  return (
    <svg
      viewBox="0 0 480 480"
      className="h-auto w-full max-w-[19rem] sm:max-w-[26rem] lg:max-w-[30rem]"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id="kj-disc" cx="50%" cy="42%" r="60%">
          <stop offset="0%" stopColor="var(--kj-raised)" />
          <stop offset="70%" stopColor="var(--kj-surface)" />
          <stop offset="100%" stopColor="var(--kj-line)" />
        </radialGradient>
        <linearGradient id="kj-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#f1dca4" />
          <stop offset="35%" stopColor="#c9a14f" />
          <stop offset="60%" stopColor="#8f6a25" />
          <stop offset="100%" stopColor="#e2c27a" />
        </linearGradient>
        <linearGradient id="kj-stone" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#ffffff" />
          <stop offset="55%" stopColor="#dfe7ee" />
          <stop offset="100%" stopColor="#aebdca" />
        </linearGradient>
      </defs>

      <circle cx="240" cy="240" r="228" fill="url(#kj-disc)" />
      <circle cx="240" cy="240" r="228" fill="none" stroke="var(--kj-gold)" strokeOpacity="0.5" />
      <circle
        cx="240"
        cy="240"
        r="206"
        fill="none"
        stroke="var(--kj-gold)"
        strokeOpacity="0.25"
        strokeDasharray="2 6"
      />

      <ellipse cx="240" cy="372" rx="112" ry="14" fill="#000" opacity="0.08" />

      <g>
        <ellipse
          cx="240"
          cy="300"
          rx="112"
          ry="58"
          fill="none"
          stroke="url(#kj-gold)"
          strokeWidth="20"
        />
        <ellipse
          cx="240"
          cy="300"
          rx="112"
          ry="58"
          fill="none"
          stroke="#fff6dc"
          strokeOpacity="0.5"
          strokeWidth="2"
          transform="translate(0 -7)"
        />
        <path d="M206 246 L240 224 L274 246 L262 256 L218 256 Z" fill="url(#kj-gold)" />
      </g>

      <g>
        <path
          d="M240 232 L196 186 L212 160 L268 160 L284 186 Z"
          fill="url(#kj-stone)"
          stroke="#8fa2b3"
          strokeWidth="1.2"
        />
        <path
          d="M196 186 L284 186 M212 160 L226 186 L240 160 L254 186 L268 160 M226 186 L240 232 L254 186"
          fill="none"
          stroke="#8fa2b3"
          strokeWidth="1"
          strokeOpacity="0.8"
        />
      </g>

      <g fill="var(--kj-gold)">
        <path d="M120 130 l4 12 l12 4 l-12 4 l-4 12 l-4 -12 l-12 -4 l12 -4 Z" opacity="0.8" />
        <path d="M356 108 l3 8 l8 3 l-8 3 l-3 8 l-3 -8 l-8 -3 l8 -3 Z" opacity="0.6" />
        <path d="M372 214 l2 6 l6 2 l-6 2 l-2 6 l-2 -6 l-6 -2 l6 -2 Z" opacity="0.5" />
      </g>
    </svg>
  );
}

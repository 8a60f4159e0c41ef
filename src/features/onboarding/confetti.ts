const COLORS = ["#7A2FF3", "#22c55e", "#f59e0b", "#ef4444", "#3b82f6", "#ec4899"];
export const CONFETTI_DURATION_MS = 3000;
export const CONFETTI_INTERVAL_MS = 250;

type Piece = { x: number; y: number; vx: number; vy: number; size: number; color: string; spin: number; angle: number };

/** One burst (3000 ms, a volley every 250 ms) on a throw-away canvas. */
export function fireConfetti(): () => void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const canvas = document.createElement("canvas");
  canvas.setAttribute("aria-hidden", "true");
  canvas.dataset.testid = "confetti";
  Object.assign(canvas.style, { position: "fixed", inset: "0", pointerEvents: "none", zIndex: "100" });
  canvas.width = window.innerWidth;
  canvas.height = window.innerHeight;
  document.body.appendChild(canvas);
  const ctx = canvas.getContext("2d");
  const pieces: Piece[] = [];
  const volley = () => {
    for (let i = 0; i < 40; i++) {
      const fromLeft = Math.random() < 0.5;
      pieces.push({
        x: fromLeft ? 0 : canvas.width,
        y: canvas.height * (0.3 + Math.random() * 0.3),
        vx: (fromLeft ? 1 : -1) * (4 + Math.random() * 8),
        vy: -(6 + Math.random() * 8),
        size: 5 + Math.random() * 6,
        color: COLORS[Math.floor(Math.random() * COLORS.length)],
        spin: (Math.random() - 0.5) * 0.3,
        angle: Math.random() * Math.PI,
      });
    }
  };
  volley();
  const volleys = setInterval(volley, CONFETTI_INTERVAL_MS);
  const stopVolleys = setTimeout(() => clearInterval(volleys), CONFETTI_DURATION_MS);
  let frame = requestAnimationFrame(function draw() {
    if (!ctx) return;
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    for (const p of pieces) {
      p.vy += 0.25;
      p.x += p.vx;
      p.y += p.vy;
      p.angle += p.spin;
      ctx.save();
      ctx.translate(p.x, p.y);
      ctx.rotate(p.angle);
      ctx.fillStyle = p.color;
      ctx.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
      ctx.restore();
    }
    for (let i = pieces.length - 1; i >= 0; i--) if (pieces[i].y > canvas.height + 20) pieces.splice(i, 1);
    frame = requestAnimationFrame(draw);
  });
  const cleanup = () => {
    clearInterval(volleys);
    clearTimeout(stopVolleys);
    clearTimeout(remove);
    cancelAnimationFrame(frame);
    canvas.remove();
  };
  const remove = setTimeout(cleanup, CONFETTI_DURATION_MS + 2500);
  return cleanup;
}

export function LandingPage() {
  return <main>landing (todo)</main>;
}

export function OnboardingPage() {
  return <div>onboarding (todo)</div>;
}

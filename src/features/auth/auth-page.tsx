export function AuthPage(_props: { initialTab: "signin" | "signup"; resetToken?: string; resetError?: string }) {
  return <main>auth (todo)</main>;
}

/**
 * Where a member starts in an organisation: onboarding, where admins set the assistant up. A
 * User (a planner working conversations) can change none of its steps, so theirs is the inbox.
 */
export function firstPage(admin: boolean): "/dashboard/onboarding" | "/dashboard/inbox" {
  return admin ? "/dashboard/onboarding" : "/dashboard/inbox";
}

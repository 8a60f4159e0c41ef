import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// better-auth's tables live in schema `auth` (never published to Zero); product tables in
// `public` with the spec's names; `system` holds operational rows no browser may see.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create schema if not exists auth;
    create schema if not exists system;

    create table auth."user" (
      id text primary key,
      name text not null,
      email text not null unique,
      "emailVerified" boolean not null default false,
      image text,
      "createdAt" timestamptz not null default now(),
      "updatedAt" timestamptz not null default now()
    );
    create table auth.session (
      id text primary key,
      "expiresAt" timestamptz not null,
      token text not null unique,
      "createdAt" timestamptz not null default now(),
      "updatedAt" timestamptz not null,
      "ipAddress" text,
      "userAgent" text,
      "userId" text not null references auth."user"(id) on delete cascade
    );
    create index session_user_idx on auth.session("userId");
    create table auth.account (
      id text primary key,
      "accountId" text not null,
      "providerId" text not null,
      "userId" text not null references auth."user"(id) on delete cascade,
      "accessToken" text,
      "refreshToken" text,
      "idToken" text,
      "accessTokenExpiresAt" timestamptz,
      "refreshTokenExpiresAt" timestamptz,
      scope text,
      password text,
      "createdAt" timestamptz not null default now(),
      "updatedAt" timestamptz not null
    );
    create index account_user_idx on auth.account("userId");
    create table auth.verification (
      id text primary key,
      identifier text not null,
      value text not null,
      "expiresAt" timestamptz not null,
      "createdAt" timestamptz not null default now(),
      "updatedAt" timestamptz not null default now()
    );
    create index verification_identifier_idx on auth.verification(identifier);

    create table organizations (
      id text primary key,
      name text not null,
      settings jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      display_name text,
      logo_url text,
      favicon_url text,
      accent_color text not null default '#7A2FF3',
      primary_text_color text not null default '#ffffff',
      secondary_color text not null default '#f0f0f0',
      secondary_text_color text not null default '#000000',
      menu_item_bg_color text not null default '#7A2FF3',
      menu_item_hover_bg_color text not null default '#6620d9',
      email_sender_name text,
      email_domain text,
      email_from_address text,
      enable_confetti boolean not null default true,
      chatbot_data_access jsonb not null default '{"employees": false, "jobs": false, "shifts": true}',
      custom_instructions text not null default ''
    );

    create table organization_members (
      id text primary key,
      user_id text not null references auth."user"(id) on delete cascade,
      organization_id text not null references organizations(id) on delete cascade,
      role text not null check (role in ('owner', 'admin', 'member')),
      created_at timestamptz not null default now(),
      unique (organization_id, user_id)
    );
    create index organization_members_user_idx on organization_members(user_id);

    create table user_roles (
      user_id text not null references auth."user"(id) on delete cascade,
      role text not null check (role in ('milo_admin', 'super_admin')),
      created_at timestamptz not null default now(),
      primary key (user_id, role)
    );

    create table organization_invitations (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      email text not null,
      invited_by_user_id text references auth."user"(id) on delete set null,
      role text not null check (role in ('admin', 'member')),
      status text not null default 'pending',
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    );
    create index organization_invitations_org_idx on organization_invitations(organization_id);
    create index organization_invitations_email_idx on organization_invitations(lower(email));

    create table profiles (
      user_id text primary key references auth."user"(id) on delete cascade,
      full_name text,
      avatar_url text,
      email text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table notifications (
      id text primary key,
      user_id text not null references auth."user"(id) on delete cascade,
      organization_id text references organizations(id) on delete cascade,
      type text not null check (type in ('organization_invitation', 'new_conversation', 'member_joined', 'other')),
      title text not null,
      message text not null default '',
      data jsonb not null default '{}',
      read_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index notifications_user_created_idx on notifications(user_id, created_at desc);

    create table system.worker_heartbeats (
      worker_id text primary key,
      seen_at timestamptz not null default now()
    );

    -- Only what browsers may see is replicated to zero-cache.
    create publication zero_app for table
      organizations, organization_members, user_roles, organization_invitations, profiles, notifications;
  `,
  );
}

import { describe, expect, it } from "vitest";
import { zql } from "../../../zero-schema.ts";
import { applyOrganizationPermissions } from "./permissions.ts";

// The query's AST (a getter on ZQL's query object) as text, to see which conditions were added.
const ast = (q: unknown) => JSON.stringify((q as { ast: unknown }).ast);
const faqs = () => zql.faqs.where("organization_id", "org-1");
const member = { userID: "u1", platformRole: null };
const platform = { userID: "p1", platformRole: "milo_admin" as const };

describe("applyOrganizationPermissions", () => {
  it("matches nothing without a user", () => {
    expect(ast(applyOrganizationPermissions(faqs(), undefined))).toContain('"type":"or","conditions":[]');
  });
  it("limits a user to organisations they are a member of", () => {
    const text = ast(applyOrganizationPermissions(faqs(), member));
    expect(text).toContain('"table":"organization_members"');
    expect(text).toContain('"value":"u1"');
    expect(text).not.toContain('"name":"role"');
  });
  it("asks for an administering role when the rows are admin-only", () => {
    const text = ast(applyOrganizationPermissions(faqs(), member, { need: "admin" }));
    expect(text).toContain('"value":["owner","admin"]');
  });
  it("lets a platform role see every organisation, unless the query asks for memberships only", () => {
    expect(ast(applyOrganizationPermissions(faqs(), platform))).toBe(ast(faqs()));
    expect(ast(applyOrganizationPermissions(faqs(), platform, { platformSees: false }))).toContain('"value":"p1"');
  });
});

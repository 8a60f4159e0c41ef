import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually, type TestUser, verdict } from "../support/zero-client.ts";

// Branding: logo and favicon uploads (type read from the bytes, size limits, SVGs
// sanitised and served so they can run nothing), and colours that fall back to defaults.

let app: Stack;
let alice: Owner; // owner of org A
let bob: Owner; // owner of org B
let member: TestUser; // plain member of org A

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4" fill="#7a2ff3"/></svg>`;

async function send(
  user: TestUser,
  org: string,
  method: string,
  kind: string,
  body?: Buffer | string,
  type = "image/png",
) {
  const res = await fetch(`${app.url}/api/branding/${kind}`, {
    method,
    headers: { cookie: user.cookie, origin: app.url, "x-organization-id": org, "content-type": type },
    body: typeof body === "string" || body === undefined ? body : new Uint8Array(body),
  });
  return { status: res.status, body: await res.json() };
}
const fetchAs = (user: TestUser, url: string) => fetch(`${app.url}${url}`, { headers: { cookie: user.cookie } });
const orgRow = async (id: string) => (await app.sql`select * from organizations where id = ${id}`)[0];

beforeAll(async () => {
  app = await startStack();
  alice = await app.signUpOwner("alice-brand@a.nl", "Alice A");
  bob = await app.signUpOwner("bob-brand@b.nl", "Bob B");
  member = await app.signUpMember(alice.org, "mila-brand@a.nl", "Mila Medewerker");
});

afterAll(async () => {
  await app?.stop();
});

describe("logo and favicon", () => {
  it("an admin uploads a PNG logo; members of the organisation fetch it, nobody else", async () => {
    const up = await send(alice, alice.org, "POST", "logo", PNG);
    expect(up.status).toBe(200);
    expect(up.body.url).toMatch(new RegExp(`^/api/branding/${alice.org}/logo-[0-9a-f-]{36}\\.png$`));
    expect((await orgRow(alice.org)).logo_url).toBe(up.body.url);
    const got = await fetchAs(member, up.body.url);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await got.arrayBuffer())).toEqual(PNG);
    expect((await fetchAs(bob, up.body.url)).status).toBe(404);
  });

  it("an SVG logo is stored without its script and served so that it could run none anyway", async () => {
    const up = await send(alice, alice.org, "POST", "logo", SVG, "image/svg+xml");
    expect(up.status).toBe(200);
    const got = await fetchAs(alice, up.body.url);
    expect(got.headers.get("content-type")).toBe("image/svg+xml");
    expect(got.headers.get("content-security-policy")).toMatch(/default-src 'none'.*sandbox/);
    expect(got.headers.get("x-content-type-options")).toBe("nosniff");
    const text = await got.text();
    expect(text).toContain("<rect");
    expect(text).not.toMatch(/script|onload|alert/);
  });

  it("a new logo replaces the old one, whose file goes", async () => {
    const first = (await orgRow(alice.org)).logo_url;
    const up = await send(alice, alice.org, "POST", "logo", PNG);
    expect((await orgRow(alice.org)).logo_url).toBe(up.body.url);
    expect((await fetchAs(alice, first)).status).toBe(404);
  });

  it("refuses other types by their content, whatever they claim, with the Dutch texts", async () => {
    const html = await send(alice, alice.org, "POST", "logo", "<html><script>alert(1)</script></html>", "image/png");
    expect(html).toEqual({
      status: 400,
      body: {
        error: {
          code: "invalid_input",
          title: "Upload mislukt",
          description: "Alleen PNG, SVG en JPEG zijn toegestaan.",
        },
      },
    });
    const svgFavicon = await send(alice, alice.org, "POST", "favicon", SVG, "image/svg+xml");
    expect(svgFavicon.body.error.description).toBe("Alleen PNG, ICO en JPEG zijn toegestaan.");
  });

  it("members and strangers may not upload or remove; nothing changes", async () => {
    const before = await orgRow(alice.org);
    expect((await send(member, alice.org, "POST", "logo", PNG)).status).toBe(403);
    expect((await send(member, alice.org, "DELETE", "logo")).status).toBe(403);
    expect((await send(bob, alice.org, "POST", "favicon", PNG)).status).toBe(404);
    expect(await orgRow(alice.org)).toEqual(before);
  });

  it("an admin removes the logo", async () => {
    const url = (await orgRow(alice.org)).logo_url;
    expect((await send(alice, alice.org, "DELETE", "logo")).status).toBe(200);
    expect((await orgRow(alice.org)).logo_url).toBeNull();
    expect((await fetchAs(alice, url)).status).toBe(404);
  });
});

describe("colours and display name", () => {
  it("are saved through Zero; an invalid code becomes that colour's default", async () => {
    const za = await app.openZero(alice);
    za.materialize(queries.organizations.visible({ scope: "member" }));
    await eventually(async () => (await za.run(queries.organizations.visible({ scope: "member" }))).length === 1);
    const change = mutators.organization.updateBranding({
      id: alice.org,
      display_name: "Flexwerk",
      accent_color: "00AA55",
      primary_text_color: "wit",
      secondary_color: "#eeeeee",
      secondary_text_color: "#111111",
      menu_item_bg_color: "#00aa55",
      menu_item_hover_bg_color: "#12345",
      now: Date.now(),
    });
    expect(await verdict(za.mutate(change))).toEqual({ type: "success" });
    expect(await orgRow(alice.org)).toMatchObject({
      display_name: "Flexwerk",
      accent_color: "#00aa55",
      primary_text_color: "#ffffff",
      secondary_color: "#eeeeee",
      secondary_text_color: "#111111",
      menu_item_bg_color: "#00aa55",
      menu_item_hover_bg_color: "#6620d9",
    });
  });
});

describe("upload limits", () => {
  // Last: the server answers an oversized body before reading it and closes that connection.
  it("refuses files over the limits", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const logo = await send(alice, alice.org, "POST", "logo", big);
    expect(logo.status).toBe(413);
    expect(logo.body.error).toMatchObject({ title: "Upload mislukt", description: "Het logo mag maximaal 1 MB zijn." });
    const favicon = await send(alice, alice.org, "POST", "favicon", Buffer.concat([PNG, Buffer.alloc(300 * 1024)]));
    expect(favicon.status).toBe(413);
    expect(favicon.body.error.description).toBe("De favicon mag maximaal 256 KB zijn.");
  });
});

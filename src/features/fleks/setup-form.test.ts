import { describe, expect, it } from "vitest";
import { MAX_TENANT_LENGTH } from "../../../common/integrations/fleks-connection-rules.ts";
import { connectionInput, DEFAULT_BASE_URL, initialValues, setupErrors, validationKey } from "./setup-form.ts";

describe("Fleks setup form", () => {
  it("starts from the defaults, or from what is stored without the token", () => {
    expect(initialValues(null)).toEqual({
      baseUrl: DEFAULT_BASE_URL,
      tenantId: "",
      token: "",
      environment: "production",
      authHeader: "X-API-Key",
      envelope: "auto",
      pathPrefix: "",
    });
    expect(
      initialValues({
        api_endpoint: "http://127.0.0.1:4000",
        additional_config: { tenant_id: "t1", environment: "sandbox" },
      }),
    ).toEqual({ ...initialValues(null), baseUrl: "http://127.0.0.1:4000", tenantId: "t1", environment: "sandbox" });
    expect(
      initialValues({
        api_endpoint: "http://127.0.0.1:4000",
        additional_config: { auth_header: "Authorization", envelope: "v1", path_prefix: "/ext/v1/" },
      }),
    ).toMatchObject({ authHeader: "Authorization", envelope: "v1", pathPrefix: "/ext/v1/" });
  });

  it("needs a URL and a token of at least 10 characters, unless one is stored and the field is empty", () => {
    const values = { ...initialValues(null), token: "kort" };
    expect(setupErrors(values, null)).toEqual({ token: true });
    expect(setupErrors({ ...values, baseUrl: "geen url" }, null)).toEqual({ baseUrl: true, token: true });
    expect(setupErrors({ ...values, baseUrl: "ftp://x.nl" }, null).baseUrl).toBe(true);
    const stored = values.baseUrl;
    expect(setupErrors({ ...values, token: "" }, stored)).toEqual({});
    expect(setupErrors({ ...values, token: "" }, `${stored}/`)).toEqual({});
    expect(setupErrors({ ...values, token: "kort" }, stored)).toEqual({ token: true });
  });

  it("keeps the stored token only for the address it was saved for", () => {
    const values = { ...initialValues(null), token: "" };
    expect(setupErrors({ ...values, baseUrl: "https://api.external.fleks.works/v2" }, values.baseUrl)).toEqual({});
    expect(setupErrors({ ...values, baseUrl: "https://elders.example" }, values.baseUrl)).toEqual({ token: true });
    expect(setupErrors({ ...values, baseUrl: "http://api.external.fleks.works" }, values.baseUrl)).toEqual({
      token: true,
    });
    expect(setupErrors({ ...values, baseUrl: "https://elders.example", token: "0123456789" }, values.baseUrl)).toEqual(
      {},
    );
    expect(setupErrors({ ...values, token: "0123456789" }, null)).toEqual({});
  });

  it("allows a tenant ID exactly as long as the server does, and no longer", () => {
    const values = { ...initialValues(null), token: "0123456789" };
    expect(MAX_TENANT_LENGTH).toBe(100);
    expect(setupErrors({ ...values, tenantId: "t".repeat(MAX_TENANT_LENGTH) }, null)).toEqual({});
    expect(setupErrors({ ...values, tenantId: "t".repeat(MAX_TENANT_LENGTH + 1) }, null)).toEqual({ tenantId: true });
  });

  it("sends no empty tenant or token, and any edit changes the validation key", () => {
    const values = { ...initialValues(null), token: "  0123456789 " };
    const advanced = { authHeader: "X-API-Key", envelope: "auto", pathPrefix: "" };
    expect(connectionInput(values)).toEqual({
      baseUrl: DEFAULT_BASE_URL,
      environment: "production",
      token: "0123456789",
      ...advanced,
    });
    expect(connectionInput({ ...values, token: "", tenantId: "t" })).toEqual({
      baseUrl: DEFAULT_BASE_URL,
      environment: "production",
      tenantId: "t",
      ...advanced,
    });
    expect(validationKey(values)).not.toBe(validationKey({ ...values, environment: "sandbox" }));
  });

  it("checks the advanced settings as the server does: a header name, a path with slashes on both ends", () => {
    const values = { ...initialValues(null), token: "0123456789" };
    expect(setupErrors({ ...values, authHeader: "Authorization", pathPrefix: "/ext/v1/" }, null)).toEqual({});
    expect(setupErrors({ ...values, authHeader: "X API Key" }, null)).toEqual({ authHeader: true });
    expect(setupErrors({ ...values, authHeader: "" }, null)).toEqual({ authHeader: true });
    expect(setupErrors({ ...values, authHeader: "Host" }, null)).toEqual({ authHeader: true });
    expect(setupErrors({ ...values, pathPrefix: "api/v2" }, null)).toEqual({ pathPrefix: true });
    expect(setupErrors({ ...values, pathPrefix: "/../" }, null)).toEqual({ pathPrefix: true });
    expect(validationKey(values)).not.toBe(validationKey({ ...values, envelope: "v1" }));
  });
});

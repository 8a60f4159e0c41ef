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
    });
    expect(
      initialValues({
        api_endpoint: "http://127.0.0.1:4000",
        additional_config: { tenant_id: "t1", environment: "sandbox" },
      }),
    ).toEqual({ baseUrl: "http://127.0.0.1:4000", tenantId: "t1", token: "", environment: "sandbox" });
  });

  it("needs a URL and a token of at least 10 characters, unless one is stored and the field is empty", () => {
    const values = { ...initialValues(null), token: "kort" };
    expect(setupErrors(values, false)).toEqual({ token: true });
    expect(setupErrors({ ...values, baseUrl: "geen url" }, false)).toEqual({ baseUrl: true, token: true });
    expect(setupErrors({ ...values, baseUrl: "ftp://x.nl" }, false).baseUrl).toBe(true);
    expect(setupErrors({ ...values, token: "" }, true)).toEqual({});
    expect(setupErrors({ ...values, token: "kort" }, true)).toEqual({ token: true });
    expect(setupErrors({ ...values, token: "0123456789" }, false)).toEqual({});
  });

  it("allows a tenant ID exactly as long as the server does, and no longer", () => {
    const values = { ...initialValues(null), token: "0123456789" };
    expect(MAX_TENANT_LENGTH).toBe(100);
    expect(setupErrors({ ...values, tenantId: "t".repeat(MAX_TENANT_LENGTH) }, false)).toEqual({});
    expect(setupErrors({ ...values, tenantId: "t".repeat(MAX_TENANT_LENGTH + 1) }, false)).toEqual({ tenantId: true });
  });

  it("sends no empty tenant or token, and any edit changes the validation key", () => {
    const values = { ...initialValues(null), token: "  0123456789 " };
    expect(connectionInput(values)).toEqual({
      baseUrl: DEFAULT_BASE_URL,
      environment: "production",
      token: "0123456789",
    });
    expect(connectionInput({ ...values, token: "", tenantId: "t" })).toEqual({
      baseUrl: DEFAULT_BASE_URL,
      environment: "production",
      tenantId: "t",
    });
    expect(validationKey(values)).not.toBe(validationKey({ ...values, environment: "sandbox" }));
  });
});

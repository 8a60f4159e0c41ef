import { describe, expect, it } from "vitest";
import { combinedStatus } from "./combined-status.ts";

const part = (n: number, status: string, error_code: string | null = null) => ({ part: n, status, error_code });

describe("combinedStatus", () => {
  it("fails the reply when any part failed, with that part's error code, whatever the others did", () => {
    expect(combinedStatus([part(1, "failed", "63016"), part(2, "read"), part(3, "delivered")])).toEqual({
      status: "failed",
      errorCode: "63016",
    });
    expect(combinedStatus([part(2, "undelivered", "63024"), part(1, "delivered")])).toEqual({
      status: "undelivered",
      errorCode: "63024",
    });
  });

  it("is delivered or read only when every part is", () => {
    expect(combinedStatus([part(1, "delivered"), part(2, "sent"), part(3, "delivered")]).status).toBe("sent");
    expect(combinedStatus([part(1, "read"), part(2, "delivered")]).status).toBe("delivered");
    expect(combinedStatus([part(1, "read"), part(2, "read")]).status).toBe("read");
    expect(combinedStatus([part(1, "queued"), part(2, "read")]).status).toBe("queued");
  });

  it("keeps the code of a part that failed on one device and was delivered on another", () => {
    expect(combinedStatus([part(1, "delivered", "63016"), part(2, "delivered")])).toEqual({
      status: "delivered",
      errorCode: "63016",
    });
  });
});

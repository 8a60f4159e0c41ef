import { describe, expect, it } from "vitest";
import { attachmentsOf } from "./attachments-of.ts";

describe("attachmentsOf", () => {
  it("reads a text message as having none", () => {
    expect(attachmentsOf({ Body: "hoi", NumMedia: "0" })).toEqual([]);
    expect(attachmentsOf({ Body: "hoi" })).toEqual([]);
  });

  it("names each media item by its type: a voice note, a photo, a PDF, a contact card", () => {
    expect(
      attachmentsOf({
        NumMedia: "4",
        MediaContentType0: "audio/ogg",
        MediaContentType1: "image/jpeg",
        MediaContentType2: "application/pdf",
        MediaContentType3: "text/vcard",
      }),
    ).toEqual(["audio", "image", "document", "contact"]);
    expect(attachmentsOf({ NumMedia: "1", MediaContentType0: "video/mp4" })).toEqual(["video"]);
    // A sticker is a reaction, not a photo (of a sick note, say).
    expect(attachmentsOf({ NumMedia: "1", MediaContentType0: "image/webp" })).toEqual(["sticker"]);
  });

  it("reads a shared location without its coordinates", () => {
    expect(attachmentsOf({ Body: "", NumMedia: "0", Latitude: "53.2", Longitude: "6.56" })).toEqual(["location"]);
  });

  it("refuses a media count that is no genuine delivery", () => {
    expect(attachmentsOf({ NumMedia: "11" })).toBeNull();
    expect(attachmentsOf({ NumMedia: "-1" })).toBeNull();
    expect(attachmentsOf({ NumMedia: "1e3" })).toBeNull();
    expect(attachmentsOf({ NumMedia: "" })).toBeNull();
  });
});

/** The one clock the product shows and schedules by: the organisations are Dutch, wherever a browser or server runs. */
export const TIME_ZONE = "Europe/Amsterdam";

/** 127.0.0.0/8 or ::1: a request from this machine. */
export const isLoopbackAddress = (address: string | undefined) =>
  !!address && (address === "::1" || /^127(\.\d{1,3}){3}$/.test(address));

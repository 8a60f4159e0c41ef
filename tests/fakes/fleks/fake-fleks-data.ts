// Generated Dutch staffing data for the fake Fleks API: the same seed gives the same rows,
// so a test (or the benchmark) can compare two runs. Field names follow the v2 External API
// the reference notes describe (uuid, firstName, phoneNumber, functionName, …); shifts use
// the spec's names (id, jobId, employeeId, start, end), as no shift schema is documented.

export type FleksObject = "employees" | "clients" | "projects" | "jobs" | "shifts";
export type FakeRecord = Record<string, unknown> & { updatedAt: string };
export type FakeData = Record<FleksObject, FakeRecord[]>;
export type DataSizes = Partial<Record<FleksObject, number>>;

/** mulberry32: small, fast and good enough for test data. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  "Daan",
  "Sem",
  "Lucas",
  "Levi",
  "Finn",
  "Emma",
  "Julia",
  "Mila",
  "Tess",
  "Sophie",
  "Noah",
  "Zoë",
  "Bram",
  "Fleur",
  "Sanne",
  "Thijs",
  "Lotte",
  "Ruben",
  "Iris",
  "Jesse",
];
const LAST = [
  "de Jong",
  "Jansen",
  "de Vries",
  "van den Berg",
  "van Dijk",
  "Bakker",
  "Janssen",
  "Visser",
  "Smit",
  "Meijer",
  "de Boer",
  "Mulder",
  "de Groot",
  "Bos",
  "Vos",
  "Peters",
  "Hendriks",
  "van Leeuwen",
  "Dekker",
  "Brouwer",
];
const CITIES = [
  "Amsterdam",
  "Rotterdam",
  "Utrecht",
  "Den Haag",
  "Eindhoven",
  "Groningen",
  "Tilburg",
  "Almere",
  "Breda",
  "Nijmegen",
];
const FUNCTIONS = [
  "Magazijnmedewerker",
  "Orderpicker",
  "Heftruckchauffeur",
  "Productiemedewerker",
  "Bediening",
  "Keukenhulp",
  "Schoonmaker",
  "Beveiliger",
  "Kassamedewerker",
  "Vakkenvuller",
];
const COMPANIES = ["Bakkerij", "Logistiek", "Horeca", "Bouw", "Zorg", "Retail", "Evenementen", "Transport"];
const LABELS = ["weekend", "nacht", "heftruck", "horeca", "student"];
const SHIFT_STATUSES = ["open", "filled", "filled", "filled", "cancelled"];

const DAY = 86_400_000;

/** A UUID-shaped id from the PRNG (deterministic, unlike crypto.randomUUID). */
function uuidFrom(rand: () => number): string {
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(rand() * 16).toString(16)).join("");
  return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;

/** A Dutch mobile number written the ways people write them ('06 12345678', '+316…', '0031 6…'). */
function dutchMobile(rand: () => number): string {
  const digits = String(10_000_000 + Math.floor(rand() * 89_999_999));
  const style = Math.floor(rand() * 4);
  if (style === 0) return `06 ${digits}`;
  if (style === 1) return `+316${digits}`;
  if (style === 2) return `0031 6 ${digits}`;
  return `06-${digits.slice(0, 4)}${digits.slice(4)}`;
}

/**
 * Records for every object: `updatedAt` spread over the last 20 days before `now` (so the
 * default 'modified since -30d' filter keeps them all), references between objects valid.
 */
export function generateData(sizes: DataSizes = {}, seed = 16, now = Date.now()): FakeData {
  const rand = prng(seed);
  const n = { employees: 200, clients: 20, projects: 40, jobs: 300, shifts: 2000, ...sizes };
  const updatedAt = () => new Date(now - Math.floor(rand() * 20 * DAY) - 60_000).toISOString();
  const clients = Array.from({ length: n.clients }, (_, i) => ({
    uuid: uuidFrom(rand),
    name: `${pick(rand, COMPANIES)} ${pick(rand, LAST)} B.V. ${i + 1}`,
    city: pick(rand, CITIES),
    status: rand() < 0.9 ? "active" : "inactive",
    updatedAt: updatedAt(),
  }));
  const employees = Array.from({ length: n.employees }, (_, i) => {
    const firstName = pick(rand, FIRST);
    const lastName = pick(rand, LAST);
    return {
      uuid: uuidFrom(rand),
      firstName: rand() < 0.05 ? `  ${firstName} ` : firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
      // Some addresses arrive with capitals and spaces, as typed into the planning tool.
      email: `${rand() < 0.1 ? " " : ""}${firstName}.${lastName.replace(/ /g, "")}${i}@Voorbeeld.nl`,
      phoneNumber: dutchMobile(rand),
      city: pick(rand, CITIES),
      postCode: `${1000 + Math.floor(rand() * 8999)} AB`,
      // The personnel number (v1's `personal_number`), from the index rather than the PRNG
      // so every other generated value stays what it was for a given seed.
      personalNumber: String(100_001 + i),
      status: rand() < 0.85 ? "active" : "inactive",
      labels: rand() < 0.5 ? [pick(rand, LABELS)] : [],
      // What the product must never store (BSN, IBAN, ID document).
      socialNumber: String(100_000_000 + Math.floor(rand() * 899_999_999)),
      bankAccNumber: `NL${10 + Math.floor(rand() * 89)}INGB0${String(Math.floor(rand() * 1e9)).padStart(9, "0")}`,
      documentNumber: `NX${String(Math.floor(rand() * 1e7)).padStart(7, "0")}`,
      updatedAt: updatedAt(),
    };
  });
  const projects = Array.from({ length: n.projects }, (_, i) => {
    const start = now - Math.floor(rand() * 60) * DAY;
    return {
      uuid: uuidFrom(rand),
      name: `Project ${i + 1} ${pick(rand, CITIES)}`,
      clientId: pick(rand, clients)?.uuid ?? null,
      startDate: new Date(start).toISOString().slice(0, 10),
      endDate: new Date(start + 90 * DAY).toISOString().slice(0, 10),
      status: rand() < 0.8 ? "active" : "closed",
      updatedAt: updatedAt(),
    };
  });
  const jobs = Array.from({ length: n.jobs }, () => {
    const client = pick(rand, clients);
    const start = now + Math.floor(rand() * 30 - 10) * DAY;
    return {
      uuid: uuidFrom(rand),
      functionName: pick(rand, FUNCTIONS),
      functionDescription: "Werkzaamheden volgens planning.",
      clientName: client?.name ?? null,
      clientId: client?.uuid ?? null,
      city: pick(rand, CITIES),
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + 30 * DAY).toISOString(),
      isArchived: rand() < 0.1,
      status: "active",
      createdAt: new Date(start - 5 * DAY).toISOString(),
      updatedAt: updatedAt(),
    };
  });
  const shifts = Array.from({ length: n.shifts }, () => {
    const start = now + Math.floor(rand() * 30 * 24 - 240) * 3_600_000;
    const status = pick(rand, SHIFT_STATUSES);
    return {
      id: uuidFrom(rand),
      jobId: pick(rand, jobs)?.uuid ?? null,
      employeeId: status === "filled" ? (pick(rand, employees)?.uuid ?? null) : null,
      start: new Date(start).toISOString(),
      end: new Date(start + 8 * 3_600_000).toISOString(),
      status,
      breakMinutes: 30,
      updatedAt: updatedAt(),
    };
  });
  return { employees, clients, projects, jobs, shifts };
}

// Varied buyers and births for the benchmarks that place orders and ask for charts: distinct names,
// phone numbers and usernames, births spread over dates, times and cities, so that per-city and
// per-number work (and whatever the service caches) is exercised as real traffic exercises it.

// Real numbers from several countries, written as people write them. The cost of checking a number
// differs by country (the UK's patterns are the longest: about 13 µs against 5 to 8 µs), so one
// number repeated would misstate it.
const PHONES = [
  (n: number) => `+44 20 7946 ${String(n % 10_000).padStart(4, '0')}`,
  // 07911 100000-299999 only: the rest of 07911 is not allocated, and libphonenumber-js says so.
  (n: number) => `+44 7911 ${100_000 + (n % 200_000)}`,
  (n: number) => `+1 415 555 ${String(n % 10_000).padStart(4, '0')}`,
  (n: number) => `+7 912 ${String(n % 1000).padStart(3, '0')}-${String(n % 100).padStart(2, '0')}-89`,
  (n: number) => `+49 30 ${900_000 + (n % 100_000)}`,
  (n: number) => `+33 6 12 ${String(n % 100).padStart(2, '0')} 56 78`,
  (n: number) => `+34 612 ${String(n % 1000).padStart(3, '0')} 789`,
  (n: number) => `+61 412 ${String(n % 1000).padStart(3, '0')} 678`,
];

/** Birth cities as buyers type them: several countries and scripts, with and without a qualifier. */
export const CITIES = [
  'London', 'Москва', 'New York', 'Tokyo', 'Paris', 'Berlin', 'Madrid', 'Rome', 'Sydney', 'Toronto',
  'Санкт-Петербург', 'Новосибирск', 'Екатеринбург', 'Казань', 'Kyiv', 'Minsk', 'Almaty', 'Tbilisi', 'Yerevan', 'Istanbul',
  'Cairo', 'Lagos', 'Nairobi', 'Johannesburg', 'Mumbai', 'Delhi', 'Bangkok', 'Singapore', 'Seoul', 'Beijing',
  'Mexico City', 'São Paulo', 'Buenos Aires', 'Lima', 'Bogotá', 'Chicago', 'Los Angeles', 'Honolulu', 'Anchorage', 'Reykjavík',
  'Springfield, Illinois', 'Portland, Oregon', 'Cambridge, United Kingdom', 'Frankfurt am Main', 'Zürich', 'Wien', 'Praha', 'Warszawa', 'Lisboa', 'Athens',
];

/** The birth fields of the n-th buyer: every day of the year, many years and times, the cities in turn. */
export function birthOf(n: number) {
  return {
    day: String((n % 28) + 1),
    month: String((Math.floor(n / 28) % 12) + 1),
    year: String(1930 + ((n * 7) % 90)),
    time: `${String((n * 5) % 24).padStart(2, '0')}:${String((n * 13) % 60).padStart(2, '0')}`,
    city: CITIES[n % CITIES.length],
  };
}

/** The birth fields bench:http has always ordered with: London at 12:30, dates varied. */
const londonBirth = (n: number) => ({ day: String((n % 28) + 1), month: String((n % 12) + 1), year: String(1950 + (n % 60)), time: '12:30', city: 'London' });

/** The n-th buyer's order for a natal reading with the PDF (the catalog's default price). */
export function orderBody(n: number, meta: Record<string, string> = londonBirth(n)): string {
  return JSON.stringify({
    product: 'natal',
    addons: ['pdf'],
    sum: 54,
    name: `Bench Buyer ${n}`,
    phone: PHONES[n % PHONES.length](n),
    // Distinct Telegram usernames, spread as real ones are (an index on them takes random keys).
    contact: `@b${((n * 2_654_435_761) % 2 ** 32).toString(36).padStart(7, '0')}`,
    meta,
  });
}

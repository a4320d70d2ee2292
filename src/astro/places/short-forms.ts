// What people write for a few cities instead of their names: colloquial and abbreviated forms a
// Russian speaker types into a birth-place field. Each names one city (its GeoNames id) and, as a
// whole query, means that city before any place whose longer name merely begins with it ("Питер" is
// Saint Petersburg, not Pietermaritzburg). Matched after normalizeName, so case and ё/е do not matter.

export const SHORT_FORMS: ReadonlyArray<readonly [form: string, geonameId: number]> = [
  ['Питер', 498817], // Saint Petersburg
  ['Петербург', 498817],
  ['СПб', 498817],
  ['С.-Петербург', 498817],
  ['Мск', 524901], // Moscow
  ['Нижний', 520555], // Nizhny Novgorod
  ['Н. Новгород', 520555],
  ['Екат', 1486209], // Yekaterinburg
  ['Ёбург', 1486209],
  ['Екб', 1486209],
  ['Новосиб', 1496747], // Novosibirsk
];

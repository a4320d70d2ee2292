// First-level region names for the GeoNames admin1 codes of the countries whose regions people most
// often write out in a place name. Elsewhere a region in a query is matched by its code only.

const US: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
  IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York',
  NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};

const CA: Record<string, string> = {
  '01': 'Alberta', '02': 'British Columbia', '03': 'Manitoba', '04': 'New Brunswick', '05': 'Newfoundland and Labrador',
  '07': 'Nova Scotia', '08': 'Ontario', '09': 'Prince Edward Island', '10': 'Quebec', '11': 'Saskatchewan',
  '12': 'Yukon', '13': 'Northwest Territories', '14': 'Nunavut',
};

const AU: Record<string, string> = {
  '01': 'Australian Capital Territory', '02': 'New South Wales', '03': 'Northern Territory', '04': 'Queensland',
  '05': 'South Australia', '06': 'Tasmania', '07': 'Victoria', '08': 'Western Australia',
};

const GB: Record<string, string> = { ENG: 'England', NIR: 'Northern Ireland', SCT: 'Scotland', WLS: 'Wales' };

export const REGION_NAMES: Record<string, Record<string, string>> = { US, CA, AU, GB };

/** Also accepted in queries for these regions: the usual abbreviations. */
export const REGION_ALIASES: Record<string, Record<string, string[]>> = {
  CA: { '01': ['AB'], '02': ['BC'], '03': ['MB'], '04': ['NB'], '05': ['NL'], '07': ['NS'], '08': ['ON'], '09': ['PE'], '10': ['QC'], '11': ['SK'], '12': ['YT'], '13': ['NT'], '14': ['NU'] },
  AU: { '01': ['ACT'], '02': ['NSW'], '03': ['NT'], '04': ['QLD'], '05': ['SA'], '06': ['TAS'], '07': ['VIC'], '08': ['WA'] },
};

// The order API's field problems as the order form shows them, in the page's language. The API
// speaks English to every client (its problem details are part of its contract), so an English page
// shows its words after the field's label ("Phone number is not a valid phone number; …"), and a page
// in another language says the same thing in its own words: each rule below recognises one of the
// API's messages and names the sentence of site.json that says it (order.apiErrors.*). A message no
// rule knows still gets a sentence in the page's language, naming the field to check.
// assets/order-form.js, which shows the API's answers itself, gets these rules and sentences from
// the page (clientFieldTexts), so both paths say the same.
import type { FormField } from './order-form.js';
import type { Site } from './site.js';

interface MessageRule {
  /** Matches the API's message; named groups fill the sentence's {{placeholders}}. */
  pattern: RegExp;
  key: string;
}

// Most specific first: the first rule that matches names the sentence.
const RULES: MessageRule[] = [
  { pattern: /^(is required|must not be blank|must NOT have fewer than 1 characters)/, key: 'required' },
  { pattern: /^is not a valid phone number/, key: 'phone' },
  { pattern: /^has the wrong format \(expected: Telegram username/, key: 'username' },
  { pattern: /^has the wrong format/, key: 'format' },
  { pattern: /^must NOT have more than (?<max>\d+) characters/, key: 'tooLong' },
  { pattern: /is not a real date$/, key: 'notRealDate' },
  { pattern: /^birth date must be on or after/, key: 'tooEarly' },
  { pattern: /^(birth date )?is in the future/, key: 'future' },
  { pattern: /^day, month and year go together/, key: 'dateParts' },
  { pattern: /^unknown city; did you mean (?<suggestions>.+)\?$/, key: 'unknownCitySuggestions' },
  { pattern: /^unknown city/, key: 'unknownCity' },
  { pattern: /^is the name of several places \((?<places>.+)\)/, key: 'severalPlaces' },
  { pattern: /^is not the GeoNames id|which is not called/, key: 'unknownPlace' },
  { pattern: /^has no letters numerology can count/, key: 'noLetters' },
  { pattern: /^is the same as name/, key: 'sameName' },
  { pattern: /^is read only by numerology/, key: 'numerologyOnly' },
  { pattern: /^contains a broken character|^contains bidirectional|^has no visible character/, key: 'characters' },
  { pattern: /^expected \d/, key: 'sum' },
  { pattern: /^(unknown add-on|not available for)/, key: 'addon' },
];

/** "{{places}}" ← "A | B | C" reads "A; B; C"; every placeholder from the rule's groups, the label from the form. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? values[name]!.split(' | ').join('; ') : whole));
}

/** The sentence shown for one of the API's messages about a form field, in the page's language. */
export function fieldSentence(site: Site, field: FormField, message: string): string {
  const label = site.t(`order.labels.${field}`);
  if (site.language === 'en') {
    // "is required" → "Phone number is required"; full sentences are only capitalised.
    if (/^must NOT have fewer than 1 characters/.test(message)) message = 'is required';
    if (/^(is|must|has|are|should)\b/.test(message)) return `${label} ${message}`;
    return message.charAt(0).toUpperCase() + message.slice(1);
  }
  for (const rule of RULES) {
    const match = rule.pattern.exec(message);
    if (match) return fill(site.t(`order.apiErrors.${rule.key}`, { label: '{{label}}', max: '{{max}}', suggestions: '{{suggestions}}', places: '{{places}}' }), { label, ...match.groups });
  }
  return site.t('order.apiErrors.other', { label });
}

/**
 * What assets/order-form.js needs to say the API's field problems as the server does: nothing on an
 * English page (the script shows the API's words after the label), the rules and their sentences
 * (placeholders left in) on any other.
 */
export function clientFieldTexts(site: Site): { pattern: string; text: string }[] {
  if (site.language === 'en') return [];
  return RULES.map((rule) => ({
    pattern: rule.pattern.source,
    text: site.t(`order.apiErrors.${rule.key}`, { label: '{{label}}', max: '{{max}}', suggestions: '{{suggestions}}', places: '{{places}}' }),
  })).concat([{ pattern: '', text: site.t('order.apiErrors.other', { label: '{{label}}' }) }]);
}

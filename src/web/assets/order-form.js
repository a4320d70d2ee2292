// The order form with JavaScript: live total, only the fields and add-ons the chosen reading uses,
// city suggestions from /api/cities, the birthplace to check or choose (from /api/cities/resolve), and
// submission to the JSON API with errors shown next to their fields. Without this file the same form
// posts to /order and the server does all of it. Every text it writes comes from the page, in the
// page's language (data-texts, made by web/pages/order.ts from site.json).
(function () {
  'use strict';
  document.documentElement.classList.add('js');
  const form = document.getElementById('order-form');
  if (!form) return;

  const texts = JSON.parse(form.dataset.texts || '{}');
  const language = form.dataset.language || 'en';
  // "{{name}}" in a text ← values.name.
  const fill = (template, values) => template.replace(/\{\{(\w+)\}\}/g, (whole, name) => (name in values ? values[name] : whole));
  const currency = form.dataset.currency || 'USD';
  // Cents for most currencies, whole units where the currency has none (JPY, Telegram Stars).
  const scale = 10 ** Number(form.dataset.minorDigits || 2);
  const moneyFormat = (() => {
    try {
      return new Intl.NumberFormat(texts.money.locale, Object.assign({}, texts.money.options, { style: 'currency', currency }));
    } catch (e) {
      return null;
    }
  })();
  const money = (n) => (moneyFormat ? moneyFormat.format(n) : n.toFixed(2) + ' ' + currency);
  const totalOutput = document.getElementById('order-total');
  const submit = document.getElementById('order-submit');
  const timeInput = document.getElementById('birthTime');
  const timeUnknown = document.getElementById('timeUnknown');
  const cityInput = document.getElementById('city');
  const cityOptions = document.getElementById('city-options');
  const summary = document.getElementById('error-summary');

  const selectedProduct = () => form.querySelector('input[name="product"]:checked');

  function refresh() {
    const product = selectedProduct();
    const productId = product ? product.value : '';
    const fields = product ? product.dataset.fields.split(' ') : [];
    let total = product ? Number(product.dataset.price) : 0;
    for (const label of form.querySelectorAll('[data-addon-products]')) {
      const box = label.querySelector('input');
      const allowed = label.dataset.addonProducts.split(' ').includes(productId);
      label.hidden = !allowed;
      box.disabled = !allowed;
      if (!allowed) box.checked = false;
      if (box.checked) total += Number(box.dataset.price);
    }
    for (const group of form.querySelectorAll('[data-birth-field]')) {
      group.hidden = !fields.includes(group.dataset.birthField);
    }
    // The name in use is read by numerology alone: a product that counts the name (the profile) or the add-on.
    const numerology = Boolean(product && 'countsName' in product.dataset) || Boolean(form.querySelector('#addon-numerology:checked'));
    for (const group of form.querySelectorAll('[data-numerology-field]')) group.hidden = !numerology;
    cityInput.required = fields.includes('city');
    timeInput.disabled = timeUnknown.checked;
    if (timeUnknown.checked) timeInput.value = '';
    const rounded = Math.round(total * scale) / scale;
    totalOutput.textContent = money(rounded);
    submit.textContent = fill(texts.submitWithTotal, { total: money(rounded) });
    return { productId, fields, total: rounded, numerology };
  }
  form.addEventListener('change', refresh);
  refresh();

  // City suggestions: the API answers labels like "London, England, United Kingdom".
  let cityTimer = null;
  let cityController = null;
  cityInput.addEventListener('input', () => {
    clearTimeout(cityTimer);
    const q = cityInput.value.trim();
    if (q.length < 2) return;
    cityTimer = setTimeout(async () => {
      if (cityController) cityController.abort();
      cityController = new AbortController();
      try {
        const res = await fetch('/api/cities?limit=8&q=' + encodeURIComponent(q) + '&lang=' + encodeURIComponent(document.documentElement.lang), { signal: cityController.signal, headers: { accept: 'application/json' } });
        if (!res.ok) return;
        const body = await res.json();
        cityOptions.replaceChildren(
          ...(body.cities || []).map((c) => {
            const option = document.createElement('option');
            option.value = c.label;
            return option;
          }),
        );
      } catch (e) {
        // A cancelled or failed lookup leaves the field as typed; the server checks the city anyway.
      }
    }, 200);
  });

  // The birthplace: the place the city means, or the places it could mean, each with its coordinates,
  // time zone and UTC offset at the birth moment (the same line web/pages/order.ts writes). The place
  // checked is sent as meta.placeId; typing another city drops it.
  const placeBox = document.getElementById('place-choice');
  const dateParts = ['birthDate-day', 'birthDate-month', 'birthDate-year'].map((id) => document.getElementById(id));
  // The date the day, month and year fields name, "YYYY-MM-DD", or '' (the server checks the calendar).
  function isoDate(prefix) {
    const [day, month, year] = ['day', 'month', 'year'].map((part) => String(form.elements[prefix + part.charAt(0).toUpperCase() + part.slice(1)].value || '').trim());
    if (!/^\d{1,2}$/.test(day) || !/^(0?[1-9]|1[0-2])$/.test(month) || !/^\d{4}$/.test(year)) return '';
    return year + '-' + month.padStart(2, '0') + '-' + day.padStart(2, '0');
  }
  // "14:30", "14.30", "1430" → "14:30", 24-hour; '' when it is no time of day (as web/order-form.ts reads it).
  function timeOfDay(value) {
    const match = /^([01]?\d|2[0-3])(?:[:.\s]?)([0-5]\d)(?::[0-5]\d)?$/.exec(String(value || '').trim());
    return match ? match[1].padStart(2, '0') + ':' + match[2] : '';
  }
  // Rounded as the server rounds (toFixed), written with the page's decimal separator.
  const decimal = (n) => n.toFixed(4).replace('.', texts.decimal);
  const longDate = new Intl.DateTimeFormat(texts.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const coordinates = (lat, lon) =>
    fill(texts.coordinates, {
      latitude: decimal(Math.abs(lat)),
      latitudeSide: lat >= 0 ? texts.north : texts.south,
      longitude: decimal(Math.abs(lon)),
      longitudeSide: lon >= 0 ? texts.east : texts.west,
    });
  // The line web/pages/order.ts writes: coordinates, zone and the UTC offset at the birth moment.
  function placeDetails(city) {
    const where = coordinates(city.latitude, city.longitude);
    const date = isoDate('birth');
    if (!city.utcOffset || !date) return fill(texts.zoneOnly, { where, zone: city.timezone });
    const time = timeUnknown.checked ? '' : timeOfDay(timeInput.value);
    return fill(texts.atMoment, {
      where,
      zone: city.timezone,
      offset: city.utcOffset.replace('-', '\u2212'),
      date: longDate.format(Date.parse(date + 'T00:00:00Z')),
      time: time ? fill(texts.atTime, { time }) : '',
    });
  }
  const chosenPlace = () => {
    const radio = form.querySelector('input[name="placeId"]:checked');
    return radio ? radio.value : '';
  };
  function clearPlaces() {
    placeBox.hidden = true;
    placeBox.replaceChildren();
  }
  function showPlaces(cities, several, name, keep) {
    if (!cities.length) return clearPlaces();
    const legend = document.createElement('legend');
    legend.textContent = several ? fill(texts.which, { name }) : texts.yours;
    const hint = document.createElement('p');
    hint.className = 'hint';
    hint.textContent = several ? fill(texts.severalHint, { name }) : texts.checkHint;
    const choices = cities.map((city) => {
      const row = document.createElement('div');
      row.className = 'choice compact';
      const radio = document.createElement('input');
      radio.type = 'radio';
      radio.name = 'placeId';
      radio.id = 'place-' + city.placeId;
      radio.value = city.placeId;
      radio.checked = several ? city.placeId === keep : true;
      radio.setAttribute('aria-describedby', radio.id + '-text');
      const body = document.createElement('div');
      body.className = 'choice-body';
      const label = document.createElement('label');
      label.htmlFor = radio.id;
      const title = document.createElement('span');
      title.className = 'choice-title';
      title.textContent = city.label;
      label.append(title);
      const text = document.createElement('span');
      text.className = 'choice-text';
      text.id = radio.id + '-text';
      text.textContent = placeDetails(city);
      body.append(label, text);
      row.append(radio, body);
      return row;
    });
    placeBox.replaceChildren(legend, hint, ...choices);
    placeBox.dataset.state = several ? 'ambiguous' : 'found';
    placeBox.hidden = false;
  }
  let placeController = null;
  async function resolvePlace() {
    const name = cityInput.value.trim();
    const keep = chosenPlace();
    if (placeController) placeController.abort();
    if (!name || !cityInput.required) return clearPlaces();
    // The places named in the page's language, as the suggestions are.
    const params = new URLSearchParams({ q: name, lang: language });
    const date = isoDate('birth');
    if (date) {
      params.set('date', date);
      if (!timeUnknown.checked && timeOfDay(timeInput.value)) params.set('time', timeOfDay(timeInput.value));
    }
    placeController = new AbortController();
    try {
      const res = await fetch('/api/cities/resolve?' + params, { signal: placeController.signal, headers: { accept: 'application/json' } });
      if (!res.ok) return;
      const body = await res.json();
      if (body.status === 'unknown') return clearPlaces();
      showPlaces(body.cities, body.status === 'ambiguous', name, keep);
    } catch (e) {
      // A cancelled or failed lookup shows no place; the API still checks the city when the order is sent.
    }
  }
  cityInput.addEventListener('input', () => {
    // The shown place belongs to the name as it was: a choice from the list is read at once, typing when it stops.
    clearPlaces();
    if ([...cityOptions.options].some((o) => o.value === cityInput.value)) resolvePlace();
  });
  cityInput.addEventListener('change', resolvePlace);
  for (const input of [...dateParts, timeInput, timeUnknown]) input.addEventListener('change', () => placeBox.hidden || resolvePlace());
  if (cityInput.value.trim()) resolvePlace();

  // Each form field's label and the API fields whose errors it shows, from the page (web/order-form.ts).
  const fields = JSON.parse(form.dataset.errors || '{}');
  function formField(apiField) {
    const path = apiField.replace(/\[.*$/, '');
    for (const [field, { api }] of Object.entries(fields)) if (api.includes(path)) return field;
    return 'form';
  }
  // The API's message (English) as the page says it: after the field's label on an English page, by
  // the page's rules in any other language (web/field-errors.ts makes both).
  const rules = (texts.rules || []).map((rule) => ({ pattern: new RegExp(rule.pattern), text: rule.text }));
  function sentence(field, message) {
    const label = (fields[field] && fields[field].label) || fields.form.label;
    if (rules.length) {
      for (const rule of rules) {
        const match = rule.pattern.exec(message);
        if (match) {
          const groups = Object.fromEntries(Object.entries(match.groups || {}).map(([k, v]) => [k, String(v).split(' | ').join('; ')]));
          return fill(rule.text, Object.assign({ label }, groups));
        }
      }
    }
    if (/^must NOT have fewer than 1 characters/.test(message)) message = 'is required';
    if (/^(is|must|has|are|should)\b/.test(message)) return label + ' ' + message;
    return message.charAt(0).toUpperCase() + message.slice(1);
  }
  // A refusal of the whole order: its detail on an English page, its code said in the page's words in another.
  const problemText = (problem) => (language === 'en' ? problem.detail : texts.problems[problem.code] || texts.problems.other) || texts.notPlaced;

  function clearErrors() {
    for (const p of form.querySelectorAll('[data-error-for]')) {
      p.textContent = '';
      p.hidden = true;
    }
    for (const el of form.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
    summary.hidden = true;
    summary.replaceChildren();
  }

  function showErrors(problem) {
    clearErrors();
    const byField = {};
    for (const f of problem.fields || []) {
      const target = formField(f.field);
      // `text`: a sentence of the page's own, said as it is.
      (byField[target] = byField[target] || []).push(f.text || sentence(target, f.message));
    }
    if (!problem.fields || problem.fields.length === 0) byField.form = [problem.form || problemText(problem)];
    const heading = document.createElement('h2');
    heading.textContent = texts.summaryTitle;
    const list = document.createElement('ul');
    for (const [field, messages] of Object.entries(byField)) {
      const slot = form.querySelector('[data-error-for="' + field + '"]');
      if (slot) {
        slot.textContent = messages.join(' ');
        slot.hidden = false;
      }
      const input = document.getElementById(field) || document.getElementById('field-' + field);
      if (input) input.setAttribute('aria-invalid', 'true');
      // A date is three fields: each of them is marked.
      if (input && input.matches('.date-field')) for (const part of input.querySelectorAll('input, select')) part.setAttribute('aria-invalid', 'true');
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = field === 'form' || field === 'total' ? '#order-form' : '#field-' + field;
      link.textContent = messages.join(' ');
      item.append(link);
      list.append(item);
    }
    summary.append(heading, list);
    summary.hidden = false;
    summary.focus();
  }

  function request(state) {
    const data = new FormData(form);
    const meta = {};
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate('birth'));
    if (iso) {
      meta.year = iso[1];
      meta.month = String(Number(iso[2]));
      meta.day = String(Number(iso[3]));
    }
    const time = String(data.get('birthTime') || '').trim();
    // A time that is no time of day goes as typed, for the API to refuse next to the field.
    if (state.fields.includes('time') && !timeUnknown.checked && time) meta.time = timeOfDay(time) || time;
    const city = String(data.get('city') || '').trim();
    if (state.fields.includes('city') && city) meta.city = city;
    if (state.fields.includes('city') && city && chosenPlace()) meta.placeId = chosenPlace();
    if (state.fields.includes('partner')) {
      // Sent even when left empty, so the API's refusals name each missing field.
      const partnerTime = String(data.get('partnerBirthTime') || '').trim();
      const partnerCity = String(data.get('partnerCity') || '').trim();
      meta.partner = { name: String(data.get('partnerName') || '').trim(), birthDate: isoDate('partnerBirth') };
      if (partnerTime && !data.get('partnerTimeUnknown')) meta.partner.time = timeOfDay(partnerTime) || partnerTime;
      if (partnerCity) meta.partner.city = partnerCity;
    }
    const currentName = String(data.get('currentName') || '').trim();
    if (state.numerology && currentName) meta.currentName = currentName;
    const contact = String(data.get('contact') || '').trim().replace(/^(https?:\/\/)?(www\.)?(t|telegram)\.me\//i, '').replace(/^@+/, '');
    return {
      product: state.productId,
      addons: data.getAll('addons').map(String),
      sum: state.total,
      currency,
      name: String(data.get('name') || ''),
      phone: String(data.get('phone') || ''),
      contact: contact ? '@' + contact : '',
      // The order is written in the page's language: the reading, the bot's messages, the PDF.
      language,
      meta,
    };
  }

  function freshKey() {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }

  let sending = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending) return;
    sending = true;
    submit.disabled = true;
    submit.setAttribute('aria-busy', 'true');
    try {
      const res = await fetch('/api/orders/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': form.elements.idempotencyKey.value },
        body: JSON.stringify(request(refresh())),
      });
      const body = await res.json().catch(() => ({}));
      if (res.ok && body.payUrl) {
        window.location.assign(body.payUrl);
        return;
      }
      const aboutPartner = Array.isArray(body.fields) && body.fields.some((f) => String(f.field).startsWith('meta.partner'));
      if (body.code === 'ambiguous_city' && Array.isArray(body.candidates) && !aboutPartner) {
        // The buyer chooses among the places; the API's advice (send a placeId) is for programs.
        const name = cityInput.value.trim();
        showPlaces(body.candidates, true, name, '');
        showErrors({ fields: [{ field: 'meta.city', text: fill(texts.severalPlaces, { name }) }] });
        return;
      }
      if (res.status === 409 && body.code === 'idempotency_conflict') {
        form.elements.idempotencyKey.value = freshKey();
        showErrors({ fields: [], form: texts.alreadySent });
        return;
      }
      showErrors(body);
    } catch (e) {
      showErrors({ fields: [], form: texts.unreachable });
    } finally {
      sending = false;
      submit.disabled = false;
      submit.removeAttribute('aria-busy');
    }
  });
})();

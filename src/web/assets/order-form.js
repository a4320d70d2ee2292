// The order form with JavaScript: live total, only the fields and add-ons the chosen reading uses,
// city suggestions from /api/cities, the birthplace to check or choose (from /api/cities/resolve), and
// submission to the JSON API with errors shown next to their fields. Without this file the same form
// posts to /order and the server does all of it.
(function () {
  'use strict';
  document.documentElement.classList.add('js');
  const form = document.getElementById('order-form');
  if (!form) return;

  const currency = form.dataset.currency || 'USD';
  // Cents for most currencies, whole units where the currency has none (JPY, Telegram Stars).
  const scale = 10 ** Number(form.dataset.minorDigits || 2);
  const money = (n) => {
    try {
      return new Intl.NumberFormat('en', { style: 'currency', currency }).format(n);
    } catch (e) {
      return n.toFixed(2) + ' ' + currency;
    }
  };
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
    // The name in use is read by numerology alone: the numerology profile or its add-on.
    const numerology = productId === 'numerology' || Boolean(form.querySelector('#addon-numerology:checked'));
    for (const group of form.querySelectorAll('[data-numerology-field]')) group.hidden = !numerology;
    cityInput.required = fields.includes('city');
    timeInput.disabled = timeUnknown.checked;
    if (timeUnknown.checked) timeInput.value = '';
    const rounded = Math.round(total * scale) / scale;
    totalOutput.textContent = money(rounded);
    submit.textContent = 'Continue to payment — ' + money(rounded);
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
  const dateInput = document.getElementById('birthDate');
  const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const coordinates = (lat, lon) =>
    Math.abs(lat).toFixed(4) + '° ' + (lat >= 0 ? 'N' : 'S') + ', ' + Math.abs(lon).toFixed(4) + '° ' + (lon >= 0 ? 'E' : 'W');
  function placeDetails(city) {
    const where = coordinates(city.latitude, city.longitude);
    const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateInput.value);
    if (!city.utcOffset || !date) return where + ' · ' + city.timezone + ' time';
    const time = !timeUnknown.checked && /^\d{2}:\d{2}/.test(timeInput.value) ? ' at ' + timeInput.value.slice(0, 5) : '';
    return where + ' · ' + city.timezone + ', UTC' + city.utcOffset.replace('-', '\u2212') + ' on ' + Number(date[3]) + ' ' + MONTHS[Number(date[2]) - 1] + ' ' + date[1] + time;
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
    legend.textContent = several ? 'Which ' + name + '?' : 'Your birthplace';
    const hint = document.createElement('p');
    hint.className = 'hint';
    hint.textContent = several
      ? 'Several places are called “' + name + '”. Choose the one you were born in: the chart is cast for its coordinates and its clocks on that day.'
      : 'Check that this is where you were born: the chart is cast for its coordinates and its clocks on that day.';
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
    const params = new URLSearchParams({ q: name });
    if (/^\d{4}-\d{2}-\d{2}$/.test(dateInput.value)) {
      params.set('date', dateInput.value);
      if (!timeUnknown.checked && /^\d{2}:\d{2}/.test(timeInput.value)) params.set('time', timeInput.value.slice(0, 5));
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
  for (const input of [dateInput, timeInput, timeUnknown]) input.addEventListener('change', () => placeBox.hidden || resolvePlace());
  if (cityInput.value.trim()) resolvePlace();

  // Each form field's label and the API fields whose errors it shows, from the page (web/order-form.ts).
  const fields = JSON.parse(form.dataset.errors || '{}');
  function formField(apiField) {
    const path = apiField.replace(/\[.*$/, '');
    for (const [field, { api }] of Object.entries(fields)) if (api.includes(path)) return field;
    return 'form';
  }
  function sentence(field, message) {
    if (/^must NOT have fewer than 1 characters/.test(message)) message = 'is required';
    if (/^(is|must|has|are|should)\b/.test(message)) return ((fields[field] && fields[field].label) || 'Order') + ' ' + message;
    return message.charAt(0).toUpperCase() + message.slice(1);
  }

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
      (byField[target] = byField[target] || []).push(sentence(target, f.message));
    }
    if (!problem.fields || problem.fields.length === 0) byField.form = [problem.detail || 'The order could not be placed.'];
    const heading = document.createElement('h2');
    heading.textContent = 'Please check the order';
    const list = document.createElement('ul');
    for (const [field, messages] of Object.entries(byField)) {
      const slot = form.querySelector('[data-error-for="' + field + '"]');
      if (slot) {
        slot.textContent = messages.join(' ');
        slot.hidden = false;
      }
      const input = document.getElementById(field) || document.getElementById('field-' + field);
      if (input) input.setAttribute('aria-invalid', 'true');
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
    const date = String(data.get('birthDate') || '').trim();
    const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(date);
    if (iso) {
      meta.year = iso[1];
      meta.month = String(Number(iso[2]));
      meta.day = String(Number(iso[3]));
    }
    const time = String(data.get('birthTime') || '').trim();
    if (state.fields.includes('time') && !timeUnknown.checked && time) meta.time = time.slice(0, 5);
    const city = String(data.get('city') || '').trim();
    if (state.fields.includes('city') && city) meta.city = city;
    if (state.fields.includes('city') && city && chosenPlace()) meta.placeId = chosenPlace();
    if (state.fields.includes('partner')) {
      // Sent even when left empty, so the API's refusals name each missing field.
      const partnerDate = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(String(data.get('partnerBirthDate') || '').trim());
      const partnerTime = String(data.get('partnerBirthTime') || '').trim();
      const partnerCity = String(data.get('partnerCity') || '').trim();
      meta.partner = {
        name: String(data.get('partnerName') || '').trim(),
        birthDate: partnerDate ? partnerDate[1] + '-' + partnerDate[2].padStart(2, '0') + '-' + partnerDate[3].padStart(2, '0') : '',
      };
      if (partnerTime && !data.get('partnerTimeUnknown')) meta.partner.time = partnerTime.slice(0, 5);
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
        showErrors({ fields: [{ field: 'meta.city', message: 'several places are called “' + name + '”: choose yours below' }] });
        return;
      }
      if (res.status === 409 && body.code === 'idempotency_conflict') {
        form.elements.idempotencyKey.value = freshKey();
        showErrors({ detail: 'This form was already sent as an order. Check the details and send it again to place a new order.' });
        return;
      }
      showErrors(body);
    } catch (e) {
      showErrors({ detail: 'We could not reach the service. Check your connection and try again.' });
    } finally {
      sending = false;
      submit.disabled = false;
      submit.removeAttribute('aria-busy');
    }
  });
})();

// sqlclarify's page: draws what the Agent returns (a Turn, as the CLI's --json prints it) and sends back what the
// user typed or chose. No decision is made here that the Python API does not make.
"use strict";

const PAGE = 20;
const STEP_NAMES = {
  classify: "reading the question", disambiguate: "matching the catalog", clarify: "reading your answer",
  generate_sql: "writing SQL", validate: "validating SQL", execute: "running the query", respond: "answering",
};
const state = { threadId: null, offset: 0, total: 0, search: "", busy: false };
const $ = (id) => document.getElementById(id);

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (value !== undefined && value !== null && value !== false) node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined) node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

function showError(message) {
  const box = $("error");
  box.textContent = message || "";
  box.hidden = !message;
}

async function api(path, options = {}) {
  const response = await fetch(path, options);
  const body = await response.json().catch(() => ({ error: `HTTP ${response.status}` }));
  if (!response.ok) throw new Error(body.error || `HTTP ${response.status}`);
  return body;
}

// POST a turn and read its server-sent events: steps while it runs, then the turn or one error line.
async function runTurn(path, payload) {
  const response = await fetch(path, {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(payload),
  });
  if (!response.ok) {
    const body = await response.json().catch(() => ({}));
    throw new Error(body.error || `HTTP ${response.status}`);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const steps = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const kind = (block.match(/^event: (.*)$/m) || [])[1];
      const data = JSON.parse((block.match(/^data: (.*)$/m) || [])[1] || "null");
      if (kind === "step") {
        steps.push(STEP_NAMES[data.node] || data.node);
        showProgress(`Working… ${steps.join(" → ")}`);
      } else if (kind === "turn") {
        return data;
      } else if (kind === "error") {
        throw new Error(data.message);
      }
    }
  }
  throw new Error("the server closed the connection before the turn ended");
}

function showProgress(text) {
  const box = $("progress");
  box.textContent = text || "";
  box.hidden = !text;
}

async function busy(work) {
  if (state.busy) return;
  state.busy = true;
  showError("");
  document.body.setAttribute("aria-busy", "true");
  try {
    await work();
  } catch (error) {
    showError(error.message);
  } finally {
    state.busy = false;
    showProgress("");
    document.body.removeAttribute("aria-busy");
  }
}

// -- threads -------------------------------------------------------------------------------------------------

async function loadThreads() {
  const params = new URLSearchParams({ limit: PAGE, offset: state.offset });
  if (state.search) params.set("search", state.search);
  const page = await api(`/api/threads?${params}`);
  state.total = page.total;
  const list = $("thread-list");
  list.replaceChildren(...page.threads.map((t) => el("li", {},
    el("button", {
      type: "button", "data-thread": t.thread_id, "aria-current": t.thread_id === state.threadId ? "true" : "false",
      onclick: () => busy(() => openThread(t.thread_id)),
    },
    el("span", { class: "title" }, t.title || t.last_question || t.thread_id),
    el("span", { class: "meta" }, `${t.status.replace("_", " ")} · ${t.turns} turn${t.turns === 1 ? "" : "s"} · ${(t.updated_at || "").slice(0, 16).replace("T", " ")}${t.here === null ? " · database not recorded" : ""}`)))));
  const first = page.total ? state.offset + 1 : 0;
  const last = Math.min(state.offset + PAGE, page.total);
  $("page-info").textContent = `${first}–${last} of ${page.total}`;
  $("prev-page").disabled = state.offset === 0;
  $("next-page").disabled = state.offset + PAGE >= page.total;
}

async function openThread(threadId) {
  const { turns } = await api(`/api/threads/${encodeURIComponent(threadId)}`);
  state.threadId = threadId;
  const box = $("conversation");
  box.replaceChildren();
  turns.forEach((turn, index) => box.append(renderTurn(turn, index === turns.length - 1)));
  box.scrollTop = box.scrollHeight;
  await loadThreads();
}

// -- a turn --------------------------------------------------------------------------------------------------

function renderTurn(turn, latest) {
  const card = el("article", { class: `turn ${turn.status}`, "data-status": turn.status, "data-turn": turn.turn });
  if (turn.question) card.append(el("div", { class: "asked" }, turn.question));
  if (turn.status === "needs_clarification") {
    if (turn.reason) card.append(el("p", { class: "note" }, turn.reason));
    if (turn.note) card.append(el("p", { class: "note clarification-note" }, turn.note));
    if (latest) card.append(renderForm(turn));
    else card.append(el("p", { class: "muted" }, turn.questions.map((q) => q.text).join(" ")));
    return card;
  }
  if (turn.message) card.append(el("p", { class: "message" }, turn.message));
  for (const choice of turn.choices || []) {
    card.append(el("p", { class: "note" }, `${choice.phrase} = ${choice.label}${choice.remembered ? " (remembered)" : ""}`));
  }
  if (turn.status === "answered" && turn.columns.length) {
    if (turn.chart) card.append(renderChart(turn.chart));  // the picture first, then the numbers
    card.append(renderTable(turn));
  }
  if (turn.sql) {
    const copy = el("button", { type: "button", class: "copy-sql" }, "Copy SQL");
    copy.addEventListener("click", () => copyText(turn.sql, copy));
    card.append(el("details", { class: "sql" }, el("summary", {}, "SQL"), el("pre", {}, turn.sql), copy));
  }
  const actions = el("div", { class: "actions" });
  if (turn.status === "answered" && latest) {
    actions.append(el("button", {
      type: "button", class: "verify", onclick: (event) => busy(() => verify(turn.thread_id, event.target)),
    }, "Verify this answer"));
  }
  if (turn.question) {
    actions.append(el("button", {
      type: "button", class: "ask-again", onclick: () => { $("question").value = turn.question; $("question").focus(); },
    }, "Ask again"));
  }
  card.append(actions);
  return card;
}

function renderTable(turn) {
  const wrap = el("div", { class: "result" });
  let rows = turn.rows.slice();
  let sortBy = -1;
  let ascending = true;
  const table = el("table", { class: "rows" });
  const numeric = turn.columns.map((_, i) => rows.every((r) => r[i] === null || typeof r[i] === "number"));
  const formats = columnFormats(turn);
  const draw = () => {
    const head = el("tr", {}, formats.map((column, i) => el("th", {
      "aria-sort": sortBy === i ? (ascending ? "ascending" : "descending") : "none", "data-column": column.name,
      class: numeric[i] ? "num" : "",
    },
      el("button", { type: "button", onclick: () => { ascending = sortBy === i ? !ascending : true; sortBy = i; sortRows(); draw(); } }, column.label))));
    const body = rows.map((row) => el("tr", {}, row.map((value, i) => el("td", { class: numeric[i] ? "num" : "" }, formatCell(value, formats[i])))));
    table.replaceChildren(el("thead", {}, head), el("tbody", {}, body));
  };
  const sortRows = () => {
    rows.sort((a, b) => {
      const x = a[sortBy], y = b[sortBy];
      const order = x === y ? 0 : x === null ? -1 : y === null ? 1 : x < y ? -1 : 1;
      return ascending ? order : -order;
    });
  };
  draw();
  const count = `${turn.row_count} row${turn.row_count === 1 ? "" : "s"}`;
  const truncated = turn.truncated ? " — more rows exist; only these were kept" : "";
  const download = el("button", { type: "button", class: "csv", onclick: () => downloadCsv(turn) }, "Download CSV");
  wrap.append(table, el("p", { class: "muted row-count" }, count + truncated), download);
  return wrap;
}

// A value as its column reads (the interpretation's `columns`, built from the catalog as the CLI's tables are):
// $143,708.60, 3.64%, 4,572,055 users, Nov 2025, Indonesia. The turn's rows stay raw (sorting, CSV).
const CURRENCY = { USD: "$", EUR: "€", GBP: "£", JPY: "¥", INR: "₹" };
const PERCENT_UNITS = new Set(["%", "percent", "pct"]);
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function fixed(value, places) {
  return value.toLocaleString("en-US", { minimumFractionDigits: places, maximumFractionDigits: places });
}

function plainNumber(value) {
  if (Number.isInteger(value)) return value.toLocaleString("en-US");
  return Math.abs(value) < 1 ? value.toLocaleString("en-US", { maximumFractionDigits: 4 }) : fixed(value, 2);
}

function withUnit(text, unit) {
  if (!unit) return text;
  const sign = CURRENCY[unit.toUpperCase()];
  if (sign) return text.startsWith("-") ? `-${sign}${text.slice(1)}` : `${sign}${text}`;
  return PERCENT_UNITS.has(unit.toLowerCase()) ? `${text}%` : `${text} ${unit}`;
}

function bucket(value, grain) {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value));
  if (!match) return String(value);
  const [, year, month] = match;
  if (grain === "year") return year;
  if (grain === "quarter") return `Q${Math.floor((Number(month) - 1) / 3) + 1} ${year}`;
  if (grain === "month") return `${MONTHS[Number(month) - 1]} ${year}`;
  if (grain === "week") return `week of ${match[0]}`;
  return match[0];
}

function formatCell(value, column = {}) {
  if (value === null || value === undefined) return "—";
  if (typeof value === "number") {
    const { unit, fraction, signed } = column;
    let decimals = column.decimals;
    let text;
    if (unit || decimals !== undefined || fraction) {
      const shown = fraction ? value * 100 : value;
      if (unit && PERCENT_UNITS.has(unit.toLowerCase())) {
        text = `${fixed(shown, decimals ?? 2)}%`;
      } else {
        if (decimals === undefined && Number.isInteger(value)) decimals = 0;
        if (decimals === undefined && Math.abs(value) >= 1) decimals = 2;
        text = withUnit(decimals === undefined ? plainNumber(shown) : fixed(shown, decimals), unit);
      }
    } else {
      text = plainNumber(value);
    }
    return signed && value > 0 ? `+${text}` : text;
  }
  if (column.grain) return bucket(value, column.grain);
  const text = String(value);
  return (column.values && column.values[text]) || text;
}

function columnFormats(turn) {
  const known = Object.fromEntries(((turn.interpretation || {}).columns || []).map((c) => [c.name, c]));
  return turn.columns.map((name) => known[name] || { name, label: name });
}

function downloadCsv(turn) {
  const cell = (v) => (v === null || v === undefined ? "" : /[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
  const headers = columnFormats(turn).map((c) => c.label);
  const lines = [headers.map(cell).join(","), ...turn.rows.map((r) => r.map(cell).join(","))];
  const link = el("a", {
    href: URL.createObjectURL(new Blob([lines.join("\n") + "\n"], { type: "text/csv" })),
    download: `sqlclarify-${turn.thread_id.slice(0, 8)}-${turn.turn}.csv`,
  });
  document.body.append(link);
  link.click();
  link.remove();
}

let vegaLoaded = null;

// Vega, Vega-Lite and vega-embed (vendored, ~0.8 MB) in order, once, when the first chart needs them
function loadVega() {
  if (!vegaLoaded) {
    const load = (name) => new Promise((resolve, reject) => {
      const script = el("script", { src: `/static/vendor/${name}.min.js` });
      script.addEventListener("load", resolve);
      script.addEventListener("error", () => reject(new Error(`${name} did not load`)));
      document.head.append(script);
    });
    vegaLoaded = load("vega").then(() => load("vega-lite")).then(() => load("vega-embed"));
  }
  return vegaLoaded;
}

function renderChart(spec) {
  const box = el("div", { class: "chart", role: "img", "aria-label": spec.title || "chart of the rows" });
  // vega-embed draws the Vega-Lite spec the Agent built; actions off (no links to outside editors)
  // as wide as the answer's card (46 bars or 2), never wider: the page itself never scrolls sideways
  const fitted = { ...spec, width: "container", height: 280, autosize: { type: "fit", contains: "padding" } };
  loadVega().then(() => window.vegaEmbed(box, fitted, { actions: false, renderer: "svg" })).catch((error) => {
    box.replaceChildren(el("p", { class: "muted" }, `chart not drawn: ${error.message}`));
  });
  return box;
}

async function copyText(text, button) {
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = "Copied";
  } catch {
    button.textContent = "Select the SQL to copy";
  }
}

async function verify(threadId, button) {
  const verified = await api(`/api/threads/${encodeURIComponent(threadId)}/verify`, {
    method: "POST", headers: { "Content-Type": "application/json" }, body: "{}",
  });
  button.replaceWith(el("span", { class: "note verified" }, `Verified by ${verified.by || verified.verified_by || "you"}`));
}

// -- clarifying questions as controls -------------------------------------------------------------------------

function renderForm(turn) {
  const form = el("form", { class: "clarify" });
  for (const question of turn.questions) form.append(renderQuestion(question));
  form.append(el("label", { class: "remember" }, el("input", { type: "checkbox", name: "__remember" }), " Remember my choices"));
  form.append(el("div", { class: "actions" }, el("button", { type: "submit", class: "primary" }, "Answer")));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    busy(() => submitAnswer(turn, form));
  });
  return form;
}

function renderQuestion(question) {
  const name = `q-${question.id}`;
  const set = el("fieldset", { "data-question": question.id }, el("legend", {}, question.text));
  const defaults = Array.isArray(question.default) ? question.default : question.default ? [question.default] : [];
  const option = (type, value, label, extra, checked) => el("label", {},
    el("input", { type, name, value, checked }), ` ${label}`, extra ? el("span", { class: "value" }, ` — ${extra}`) : null);
  if (question.kind === "single_choice" || question.kind === "multiple_choice") {
    const type = question.kind === "single_choice" ? "radio" : "checkbox";
    question.options.forEach((o, i) => {
      const detail = [o.value, o.description].filter(Boolean).join(": ");
      set.append(option(type, String(i + 1), o.label, detail, defaults.includes(o.label)));
    });
    if (type === "checkbox" && question.options.length > 1 && defaults.length === 1 && defaults[0] === question.options[0].label) {
      // the preselected "All …" and specific values exclude each other, as the Agent reads them
      const boxes = [...set.querySelectorAll(`input[name="${name}"]`)];
      boxes.forEach((box, i) => box.addEventListener("change", () => {
        if (!box.checked) return;
        if (i === 0) boxes.slice(1).forEach((other) => { other.checked = false; });
        else boxes[0].checked = false;
      }));
    }
    if (question.more) {
      set.append(el("label", {}, "Or another one, by name: ", el("input", { type: "text", name: `${name}-other` })));
    }
  } else if (question.kind === "yes_no") {
    const yes = defaults.length ? /^(y|yes|true)$/i.test(defaults[0]) : null;
    set.append(option("radio", "yes", "Yes", "", yes === true), option("radio", "no", "No", "", yes === false));
  } else {
    // free text, with the common answers as choices beside it; what is typed wins
    question.options.forEach((o) => set.append(option("radio", o.label, o.label, [o.value, o.description].filter(Boolean).join(": "), defaults.includes(o.label))));
    const typed = question.options.length ? "" : defaults.join(", ");
    set.append(el("label", {}, question.options.length ? "Or type: " : "",
      el("input", { type: "text", name: `${name}-other`, value: typed, "aria-label": question.text })));
  }
  return set;
}

function collectAnswers(turn, form) {
  const answers = {};
  for (const question of turn.questions) {
    const name = `q-${question.id}`;
    const other = form.querySelector(`[name="${name}-other"]`);
    if (other && other.value.trim()) {
      answers[question.id] = other.value.trim();
      continue;
    }
    const inputs = [...form.querySelectorAll(`[name="${name}"]`)];
    const chosen = inputs.filter((i) => (i.type === "radio" || i.type === "checkbox" ? i.checked : i.value.trim()));
    if (chosen.length) answers[question.id] = chosen.map((i) => i.value.trim()).join(",");
  }
  return answers;
}

async function submitAnswer(turn, form) {
  const answers = collectAnswers(turn, form);
  const remember = form.querySelector('[name="__remember"]').checked;
  const next = await runTurn("/api/answer", { thread_id: turn.thread_id, answers, remember });
  await openThread(next.thread_id);
}

// -- asking --------------------------------------------------------------------------------------------------

async function ask(question) {
  const text = question.trim();
  if (!text) throw new Error("type a question first");
  const turn = await runTurn("/api/ask", { question: text, thread_id: state.threadId });
  $("question").value = "";
  await openThread(turn.thread_id);
}

async function loadSuggestions() {
  const { questions } = await api("/api/suggestions");
  state.suggestions = questions;
  $("suggestions").replaceChildren(...questions.map(suggestionButton));
  if (!state.threadId) renderLanding();
}

function suggestionButton(question) {
  return el("button", {
    type: "button", class: "suggestion", onclick: () => { $("question").value = question; $("question").focus(); },
  }, question);
}

// The landing of a new question: what this catalog answers about, and questions it answers as they are.
function renderLanding() {
  const config = state.config || {};
  const metrics = config.metrics || [];
  const landing = el("section", { class: "landing", "aria-label": "What you can ask about" },
    el("h2", {}, config.title ? `Ask ${config.title}` : "Ask your data"));
  if ((state.suggestions || []).length) {
    landing.append(el("h3", {}, "Try"), el("div", { class: "landing-suggestions" }, state.suggestions.map(suggestionButton)));
  }
  if (metrics.length) {
    landing.append(el("h3", {}, `Metrics (${metrics.length})`), el("ul", { class: "metrics" }, metrics.map((m) =>
      el("li", {}, el("strong", {}, m.label), m.description && m.description !== m.label ? el("span", { class: "muted" }, ` — ${m.description}`) : null))));
  }
  if ((config.dimensions || []).length) {
    landing.append(el("p", { class: "muted" }, `Filter and break down by: ${config.dimensions.join(", ")}.`));
  }
  $("conversation").replaceChildren(landing);
}

function start() {
  $("ask-form").addEventListener("submit", (event) => {
    event.preventDefault();
    busy(() => ask($("question").value));
  });
  $("question").addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      busy(() => ask($("question").value));
    }
  });
  $("new-thread").addEventListener("click", () => {
    state.threadId = null;
    renderLanding();
    showError("");
    $("question").focus();
    loadThreads().catch((e) => showError(e.message));
  });
  let searchTimer = null;
  $("thread-search").addEventListener("input", (event) => {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(() => { state.search = event.target.value.trim(); state.offset = 0; loadThreads().catch((e) => showError(e.message)); }, 200);
  });
  $("prev-page").addEventListener("click", () => { state.offset = Math.max(0, state.offset - PAGE); loadThreads().catch((e) => showError(e.message)); });
  $("next-page").addEventListener("click", () => { state.offset += PAGE; loadThreads().catch((e) => showError(e.message)); });
  api("/api/config").then((c) => {
    state.config = c;
    $("who").textContent = `${c.user} · ${c.database}`;
    $("title").textContent = c.title || "sqlclarify";
    document.title = c.title ? `${c.title} — sqlclarify` : "sqlclarify";
    if (!state.threadId) renderLanding();
  }).catch(() => {});
  loadThreads().catch((e) => showError(e.message));
  loadSuggestions().catch(() => {});
  $("question").focus();
}

start();

// Small builders for the start page's controls: pill-shaped radio groups, selects, checkboxes.

function element(tag, properties = {}, children = []) {
  const node = Object.assign(document.createElement(tag), properties);
  node.append(...children);
  return node;
}

/** A row of radio "pills"; `label(value)` gives each pill's text. */
export function radioGroup(container, groupName, values, label, checked) {
  container.replaceChildren(
    ...values.map((value) =>
      element("label", {}, [
        element("input", { type: "radio", name: groupName, value: String(value), checked: String(value) === String(checked) }),
        element("span", { textContent: label(value) }),
      ]),
    ),
  );
}

export function radioValue(container) {
  return container.querySelector("input:checked")?.value;
}

export function setRadio(container, value) {
  const input = container.querySelector(`input[value="${CSS.escape(String(value))}"]`);
  if (input) input.checked = true;
}

/** A labelled <select> appended to `container`; returns the select. */
export function selectField(container, id, labelText, values, label) {
  const select = element(
    "select",
    { id },
    values.map((value) => element("option", { value: String(value), textContent: label(value) })),
  );
  container.append(element("label", { className: "field" }, [element("span", { textContent: labelText }), select]));
  return select;
}

/** A labelled checkbox appended to `container`; returns the input. */
export function checkField(container, id, labelText) {
  const input = element("input", { type: "checkbox", id });
  container.append(element("label", { className: "check-field" }, [input, element("span", { textContent: labelText })]));
  return input;
}

export { element };

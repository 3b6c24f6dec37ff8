/** The entries the browser round trip saves (tests/helpers/field-cover.ts): every filled field at least once. */
import { expect, test } from 'vitest';
import { parse } from 'yaml';
import type { DecapField } from '../../../build/admin/config.ts';
import { coveringEntries, filledFields } from '../../helpers/field-cover.ts';

const fields = parse(`
- { name: title, widget: string }
- { name: draft, widget: boolean }
- name: meta
  widget: object
  fields: [{ name: title, widget: string }, { name: description, widget: text }]
- name: technologies
  widget: list
  field: { name: item, widget: select }
- name: services
  widget: list
  fields: [{ name: name, widget: string }, { name: summary, widget: text }]
- name: sections
  widget: list
  typeKey: type
  types:
    - { name: hero, widget: object, fields: [{ name: heading, widget: string }] }
    - { name: stats, widget: object, fields: [{ name: items, widget: list, fields: [{ name: value, widget: string }] }] }
`) as DecapField[];

const entry = (name: string, yaml: string) => ({ name, filled: filledFields(fields, parse(yaml) as Record<string, unknown>) });

test('a field counts when it holds a value: false does, an empty text, list or object does not', () => {
  const { filled } = entry('a', `
title: ""
draft: false
meta: {}
technologies: []
services:
  - name: Audits
sections:
  - type: stats
    items: [{ value: 40% }]
  - type: unknown
    heading: not a field of any type
`);
  expect([...filled].sort()).toEqual(['draft', 'sections', 'sections[stats]', 'sections[stats].items', 'sections[stats].items[].value', 'services', 'services[].name']);
});

test('the chosen entries fill every field some entry fills, and an entry that adds nothing is left out', () => {
  const entries = [
    entry('plain', 'title: Plain\n'),
    entry('full', 'title: Full\nmeta: { title: Full | Us }\ntechnologies: [Go]\nsections: [{ type: hero, heading: Hi }]\n'),
    entry('services', 'title: S\nservices: [{ name: A, summary: B }]\n'),
    entry('stats', 'title: T\nsections: [{ type: stats, items: [{ value: "3" }] }]\n'),
  ];
  const chosen = coveringEntries(entries);
  expect(chosen.map((e) => e.name)).toEqual(['full', 'services', 'stats']);
  const covered = new Set(chosen.flatMap((e) => [...e.filled]));
  expect(covered).toEqual(new Set(entries.flatMap((e) => [...e.filled])));
});

test('a field that a new entry fills brings that entry in', () => {
  const before = [entry('a', 'title: A\ntechnologies: [Go]\n'), entry('b', 'title: B\n')];
  expect(coveringEntries(before).map((e) => e.name)).toEqual(['a']);
  const after = [...before, entry('c', 'title: C\nmeta: { description: New field filled }\n')];
  expect(coveringEntries(after).map((e) => e.name)).toEqual(['a', 'c']);
});

# Builds qa/q1-report.md from the QA runs' transcripts (before the fixes) and verdicts,
# with the replies after the fixes where they changed.
import json, sys

def load(p):
    try: return {c['n']: c for c in json.load(open(p))}
    except FileNotFoundError: return {}

def bot_lines(c):
    return [m['body'] for m in c['messages'] if m['direction'] != 'inbound']

def render(c, after, verdict):
    out = [f"### {c['n']}. {c['name']}", ""]
    for m in c['messages']:
        if m['direction'] == 'inbound':
            att = f" _[{', '.join(m['attachments'])}]_" if m['attachments'] else ""
            out.append(f"**Medewerker:** {m['body'] or '(geen tekst)'}{att}  ")
        else:
            flags = []
            if m['handover']: flags.append("hand-over")
            body = m['body'].replace("\n", "  \n> ")
            out.append(f"> **Assistent**{' (' + ', '.join(flags) + ')' if flags else ''}:  \n> {body}\n")
    for n in c['notes']:
        out.append(f"_HR-notificatie: {n['title']}: {n['message']}_  ")
    if after and bot_lines(after) != bot_lines(c):
        out.append("\n**Na de fix:**\n")
        for m in after['messages']:
            if m['direction'] != 'inbound':
                body = m['body'].replace("\n", "  \n> ")
                out.append(f"> {body}\n")
        for n in after['notes']:
            out.append(f"_HR-notificatie na de fix: {n['title']}: {n['message']}_  ")
    if verdict:
        out.append(f"\n**Oordeel: {verdict[0]}.** {verdict[1]}\n")
    return "\n".join(out)

head = open('qa/report-head.md').read()
parts = [head]
for title, before, after, verdicts in [
    ("Ronde 1: 60 gesprekken", 'qa/transcript-run1.json', 'qa/transcript-run2.json', 'qa/verdicts-run1.json'),
    ("Ronde 2: 20 gesprekken rond hand-overs, keuzes en bijlagen", 'qa/transcript-run1b.json', 'qa/transcript-run2b.json', 'qa/verdicts-run1b.json'),
]:
    b, a, v = load(before), load(after), json.load(open(verdicts))
    parts.append(f"\n## {title}\n")
    for n, c in sorted(b.items()):
        parts.append(render(c, a.get(n), v.get(str(n))))
open('qa/q1-report.md', 'w').write("\n".join(parts) + "\n")

import json, sys
d=json.load(open(sys.argv[1]))
only=set(map(int,sys.argv[2].split(','))) if len(sys.argv)>2 else None
for c in d:
    if only and c['n'] not in only: continue
    print(f"\n=== {c['n']}. {c['name']}  unresolved={c['conversation'].get('unresolved_count')} optout={c['conversation'].get('opted_out_at')}")
    for m in c['messages']:
        who = 'MW ' if m['direction']=='inbound' else 'BOT'
        extra=''
        if m['direction']!='inbound':
            extra=f" [handover={m['handover']} conf={m['confidence']} note={m['note']}]"
        elif m['attachments']: extra=f" [att={m['attachments']}]"
        print(f"{who}: {m['body']}{extra}")
    for nt in c['notes']:
        print(f"  NOTIF: {nt['title']}: {nt['message']}")

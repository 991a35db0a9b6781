#!/usr/bin/env python3
"""Writes a corpus for `alertpack-bench layout`: N payload files whose title and body are loc keys,
and a strings folder with every key in ten languages (Latin, Cyrillic, CJK, Arabic, Hebrew,
Korean), each text made of that language's words in a seeded random order, some short, some long
enough to be cut. Usage: make-layout-corpus.py OUT [N]"""
import json, os, random, sys

WORDS = {
    "en": "order delivery your the has shipped arrive tomorrow message from team meeting moved reminder update account new photo shared weekly summary price drop".split(),
    "de": "Ihre Bestellung wurde versandt Lieferung morgen Nachricht von Team Besprechung verschoben Erinnerung neues Foto geteilt Wochenübersicht Preissenkung".split(),
    "fr": "votre commande a été expédiée livraison demain message de équipe réunion déplacée rappel nouvelle photo partagée résumé hebdomadaire baisse".split(),
    "es": "tu pedido ha sido enviado entrega mañana mensaje del equipo reunión movida recordatorio nueva foto compartida resumen semanal bajada".split(),
    "ru": "ваш заказ отправлен доставка завтра сообщение от команды встреча перенесена напоминание новое фото недельный отчёт снижение цены".split(),
    "ja": "ご注文 の 商品 を 発送 しました 明日 お届け 予定 です メッセージ が 届きました 会議 が 変更 されました".split(),
    "zh-Hans": "您的 订单 已 发货 预计 明天 送达 新 消息 来自 团队 会议 已 改期 提醒 照片 已 分享 每周 摘要".split(),
    "ar": "تم شحن طلبك التوصيل غدا رسالة جديدة من الفريق تم نقل الاجتماع تذكير صورة جديدة ملخص أسبوعي".split(),
    "he": "ההזמנה שלך נשלחה משלוח מחר הודעה חדשה מהצוות הפגישה הועברה תזכורת תמונה חדשה סיכום שבועי".split(),
    "ko": "주문하신 상품이 발송되었습니다 내일 도착 예정 새 메시지 팀 회의 변경 알림 사진 공유 주간 요약".split(),
}
JOIN = {"ja": "", "zh-Hans": ""}

def sentence(rng, language, count):
    words = [rng.choice(WORDS[language]) for _ in range(count)]
    text = JOIN.get(language, " ").join(words)
    return text + ("。" if language in ("ja", "zh-Hans") else ".")

def main():
    out = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    rng = random.Random(31)
    os.makedirs(os.path.join(out, "payloads"), exist_ok=True)
    tables = {language: {} for language in WORDS}
    for index in range(count):
        title, body = f"T{index}", f"B{index}"
        for language in WORDS:
            tables[language][title] = sentence(rng, language, rng.randint(2, 8))[:-1]
            tables[language][body] = sentence(rng, language, rng.randint(6, 40)) + " %@"
        payload = {"aps": {"alert": {"title-loc-key": title, "loc-key": body, "loc-args": [f"#{index}"]}}}
        with open(os.path.join(out, "payloads", f"p{index:05d}.json"), "w") as file:
            json.dump(payload, file, ensure_ascii=False)
    for language, table in tables.items():
        folder = os.path.join(out, "strings", language + ".lproj")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "Localizable.strings"), "w") as file:
            for key, value in table.items():
                file.write(f'"{key}" = "{value}";\n')

main()

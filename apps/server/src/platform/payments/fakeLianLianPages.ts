import type { CardLocale } from './paymentProvider.js';

// The fake's two browser pages: the card frame (stand-in for LianLian's iframe) and the 3-D
// Secure challenge. Self-contained: inline CSS and a few lines of inline JS, no external asset.

/** The CSP the fake's pages are served with (they need inline script/style; only our own pages may frame them). */
export const FAKE_PAGE_CSP =
  "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; " +
  "form-action 'self' http: https:; base-uri 'none'; frame-ancestors 'self'";

const TEXT = {
  en: {
    title: 'Card details',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    holder: 'Name on card',
    submit: 'Use this card',
    card_number: 'Check the card number.',
    expiry_error: 'Enter a valid, future expiry date (MM/YY).',
    cvc_error: 'Enter the 3 or 4 digits on the back of the card.',
    holder_name: 'Enter the name as written on the card.',
    failed: 'The card could not be checked. Try again.',
    expired: 'This form has expired. Reload the page.',
  },
  zh: {
    title: '银行卡信息',
    number: '卡号',
    expiry: '有效期 (MM/YY)',
    cvc: '安全码',
    holder: '持卡人姓名',
    submit: '使用此卡',
    card_number: '请检查卡号。',
    expiry_error: '请输入有效的未来日期 (MM/YY)。',
    cvc_error: '请输入卡背面的 3 或 4 位数字。',
    holder_name: '请输入卡面上的姓名。',
    failed: '无法验证此卡，请重试。',
    expired: '表单已过期，请刷新页面。',
  },
  ja: {
    title: 'カード情報',
    number: 'カード番号',
    expiry: '有効期限 (MM/YY)',
    cvc: 'セキュリティコード',
    holder: 'カード名義',
    submit: 'このカードを使う',
    card_number: 'カード番号を確認してください。',
    expiry_error: '有効な将来の期限を入力してください (MM/YY)。',
    cvc_error: 'カード裏面の 3〜4 桁を入力してください。',
    holder_name: 'カードに記載の名義を入力してください。',
    failed: 'カードを確認できませんでした。もう一度お試しください。',
    expired: 'フォームの有効期限が切れました。再読み込みしてください。',
  },
} as const;

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `*{box-sizing:border-box}body{margin:0;padding:12px;font:16px/1.4 system-ui,sans-serif;color:#1f1f1f;background:#fff}
h1{font-size:18px;margin:0 0 12px}label{display:block;margin:0 0 10px;font-size:14px}
input{display:block;width:100%;margin-top:4px;padding:10px;font-size:16px;border:1px solid #bbb;border-radius:6px}
.row{display:flex;gap:10px}.row label{flex:1}button{width:100%;padding:12px;font-size:16px;border:0;border-radius:6px;background:#1677ff;color:#fff}
button.secondary{background:#fff;color:#cf1322;border:1px solid #cf1322;margin-top:10px}#error{color:#cf1322;min-height:1.4em;margin:0 0 8px}`;

/** The card frame for one iframe token; posts the card to `tokensUrl` and tells the parent page the result. */
export function renderCardPage(input: { locale: CardLocale; token: string; tokensUrl: string }): string {
  const t = TEXT[input.locale];
  const errors = {
    card_number: t.card_number,
    expiry: t.expiry_error,
    cvc: t.cvc_error,
    holder_name: t.holder_name,
    failed: t.failed,
    token: t.expired,
  };
  const setup = JSON.stringify({ token: input.token, url: input.tokensUrl, errors }).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="${input.locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t.title)}</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(t.title)}</h1><form id="card" novalidate>
<label>${escapeHtml(t.number)}<input name="card_number" inputmode="numeric" autocomplete="cc-number" maxlength="23" required></label>
<div class="row"><label>${escapeHtml(t.expiry)}<input name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="5" required></label>
<label>${escapeHtml(t.cvc)}<input name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required></label></div>
<label>${escapeHtml(t.holder)}<input name="holder_name" autocomplete="cc-name" maxlength="64" required></label>
<p id="error" role="alert"></p><button type="submit">${escapeHtml(t.submit)}</button></form>
<script>(function(){var s=${setup},f=document.getElementById('card'),e=document.getElementById('error');
function tell(m){window.parent.postMessage(Object.assign({source:'sc-card-frame'},m),'*')}
f.addEventListener('submit',function(ev){ev.preventDefault();e.textContent='';var d=new FormData(f);
var body={token:s.token,card_number:String(d.get('card_number')).replace(/\\s+/g,''),expiry:String(d.get('expiry')).trim(),cvc:String(d.get('cvc')).trim(),holder_name:String(d.get('holder_name')).trim()};
fetch(s.url,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(body)}).then(function(r){return r.json()}).then(function(r){
if(r.card_token){tell({type:'card-token',cardToken:r.card_token,last4:r.last4,brand:r.brand});return}
e.textContent=s.errors[r.error]||s.errors.failed;tell({type:'card-error',field:r.error||'failed'})}).catch(function(){e.textContent=s.errors.failed;tell({type:'card-error',field:'failed'})})})})();</script>
</body></html>`;
}

/** The 3-D Secure challenge for one payment: two buttons posting the buyer's answer to `actionUrl`. */
export function renderThreeDsPage(input: {
  transactionId: string;
  amount: string;
  currency: string;
  actionUrl: string;
}): string {
  const id = escapeHtml(input.transactionId);
  const button = (outcome: string, label: string, className = '') =>
    `<form method="post" action="${escapeHtml(input.actionUrl)}"><input type="hidden" name="tx" value="${id}">` +
    `<input type="hidden" name="outcome" value="${outcome}"><button type="submit"${className}>${label}</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>3-D Secure</title><style>${STYLE}</style></head>
<body><h1>3-D Secure (test bank)</h1><p>Payment of ${escapeHtml(input.amount)} ${escapeHtml(input.currency)}.</p>
${button('complete', 'Complete authentication')}${button('fail', 'Fail authentication', ' class="secondary"')}</body></html>`;
}

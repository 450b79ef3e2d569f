/** Demo content for the home page: FAQ articles, notices and What's New entries, in en, zh and ja. */
type Localized = { en: string; zh: string; ja: string };
export type FaqCategoryKey =
  | 'gettingStarted'
  | 'buyers'
  | 'chat'
  | 'quotations'
  | 'products'
  | 'showroom'
  | 'credentials'
  | 'payment'
  | 'account';

export const SEED_FAQ: { category: FaqCategoryKey; title: Localized; body: Localized }[] = [
  // ── Getting started ────────────────────────────────────────────────────────
  {
    category: 'gettingStarted',
    title: {
      en: 'What should I do first after signing up?',
      zh: '注册后第一步应该做什么？',
      ja: '登録後、まず何をすればよいですか？',
    },
    body: {
      en: `Your trial starts as soon as your account is created. Follow these steps to start your first buyer conversations:

1. Confirm your email address with the link we sent you. The buyer contacts of your trial can be used only after that.
2. Open **Company profile** and add your logo, an introduction of at least 100 characters, at least one main category and your country/region.
3. Add products in **My products**, from the **Platform catalogue** or by import, and display at least 3 of them in **My showroom**.
4. Click **Publish showroom** in the showroom checklist.
5. Open the **Buyer pool**, find buyers for your products and click **Contact Now**.

Buyers look at your showroom before they answer, so a complete showroom with good pictures gets more replies.`,
      zh: `账号创建后，您的试用期即刻开始。请按以下步骤开启与买家的第一次沟通：

1. 点击我们发送到您邮箱的链接，确认邮箱地址。确认后才能使用试用期内的买家联系名额。
2. 打开**公司资料**，上传公司标志，填写不少于 100 个字符的公司介绍，选择至少一个主营类目，并填写国家/地区。
3. 在**我的产品**中添加产品（可从**平台产品库**添加，也可批量导入），并在**我的展厅**中展示至少 3 个产品。
4. 在展厅清单中点击**发布展厅**。
5. 打开**买家库**，找到与您产品匹配的买家，点击**立即联系**。

买家在回复之前会先查看您的展厅，因此资料完整、图片精美的展厅能获得更多回复。`,
      ja: `アカウントを作成すると、すぐにトライアルが始まります。次の手順で、バイヤーとの最初のやり取りを始めましょう。

1. お送りしたメールのリンクを開き、メールアドレスを確認します。トライアルのバイヤー連絡枠は、確認後にご利用いただけます。
2. **会社プロフィール**を開き、ロゴ、100文字以上の会社紹介、主なカテゴリー（1つ以上）、国/地域を登録します。
3. **マイ商品**に商品を追加し（**プラットフォーム商品カタログ**からの追加や一括取り込みも可能です）、そのうち3点以上を**マイショールーム**に展示します。
4. ショールームのチェックリストで**ショールームを公開**をクリックします。
5. **バイヤープール**で自社商品に合うバイヤーを探し、**今すぐ連絡**をクリックします。

バイヤーは返信する前にショールームを確認します。内容が充実し、写真の見やすいショールームほど返信を得やすくなります。`,
    },
  },
  {
    category: 'gettingStarted',
    title: {
      en: 'How many buyer contacts do I have left, and where can I see them?',
      zh: '我还剩多少买家联系名额？在哪里查看？',
      ja: 'バイヤー連絡枠はあと何件残っていますか？どこで確認できますか？',
    },
    body: {
      en: `Your trial comes with a limited number of buyer contacts. The contacts left are shown in the **Buyer contacts** box on the dashboard and on the **Buyer pool** page, together with the days left in your trial or subscription.

Click **History** in that box to open the **Buyer contact history**. It lists every contact granted to your company (trial, subscription, credential and invitation rewards) and every contact spent on a buyer, newest first.

All users of your company share the same contacts. Agree within your team which buyers to contact first, so that no contact is spent twice on similar buyers.`,
      zh: `试用期内您有一定数量的买家联系名额。剩余名额显示在首页仪表盘和**买家库**页面的**买家联系名额**框中，同时显示试用期或订阅服务的剩余天数。

点击该框中的**明细**，即可打开**买家联系名额明细**。这里按时间倒序列出贵公司获得的每一个名额（试用、订阅、资质认证奖励和邀请奖励），以及每一次联系买家所使用的名额。

贵公司的所有用户共用同一批名额。建议团队内部事先商定优先联系哪些买家，避免在相似的买家身上重复使用名额。`,
      ja: `トライアルには、一定数のバイヤー連絡枠が含まれています。残りの件数は、ダッシュボードと**バイヤープール**ページの**バイヤー連絡枠**ボックスに、トライアルまたはサブスクリプションの残り日数とあわせて表示されます。

ボックス内の**履歴**をクリックすると、**バイヤー連絡枠の履歴**が開きます。御社に付与された連絡枠（トライアル、サブスクリプション、資格認証や招待の特典）と、バイヤーへの連絡に使用した連絡枠が、新しい順にすべて表示されます。

連絡枠は御社のすべてのユーザーで共有されます。似たバイヤーに重ねて連絡枠を使わないよう、どのバイヤーから連絡するかをチーム内で決めておくことをおすすめします。`,
    },
  },
  {
    category: 'gettingStarted',
    title: {
      en: 'What happens when my trial ends?',
      zh: '试用期结束后会怎样？',
      ja: 'トライアルが終了するとどうなりますか？',
    },
    body: {
      en: `When your trial ends, your account no longer has a live subscription. Your company profile, showroom, products, quotations and conversations are kept, and you can go on chatting in the conversations you have already opened.

What stops is spending buyer contacts. Until you have a live service again, you cannot contact new buyers from the **Buyer pool** or send a first reply to a buyer who wrote to you. If you try, you see the message "Your account does not have a live subscription."

To continue, choose a service package and pay by card, or ask our team in the support chat. Verified credentials and activated invitations can also extend your service.`,
      zh: `试用期结束后，您的账号将不再有有效的订阅服务。您的公司资料、展厅、产品、报价单和会话都会保留，已经开启的会话也可以继续聊天。

停止的是买家联系名额的使用。在重新开通服务之前，您无法在**买家库**中联系新买家，也无法首次回复主动联系您的买家。此时系统会提示“您的账号没有有效的订阅服务”。

如需继续使用，请选择服务套餐并用银行卡支付，或在在线客服中咨询我们的团队。通过认证的资质文件和已激活的邀请也可以延长您的服务期。`,
      ja: `トライアルが終了すると、アカウントには有効なサブスクリプションがなくなります。会社プロフィール、ショールーム、商品、見積書、会話はそのまま残り、すでに始まっている会話ではこれまでどおりチャットを続けられます。

停止するのは、バイヤー連絡枠の利用です。サービスを再開するまで、**バイヤープール**から新しいバイヤーに連絡することや、先にメッセージをくれたバイヤーに最初の返信をすることはできません。その場合、「有効なサブスクリプションがありません」と表示されます。

引き続きご利用いただくには、サービスパッケージを選んでカードでお支払いいただくか、サポートチャットでお問い合わせください。資格書類の認証や招待の有効化によっても、サービス期間を延長できます。`,
    },
  },

  // ── Buyers ─────────────────────────────────────────────────────────────────
  {
    category: 'buyers',
    title: {
      en: 'How do I contact a buyer from the Buyer pool?',
      zh: '如何在买家库中联系买家？',
      ja: 'バイヤープールからバイヤーに連絡するにはどうすればよいですか？',
    },
    body: {
      en: `1. Open **Buyer pool** and search by product, brand or name, or filter by category. Tick **Hide contacted** to see only buyers you have not contacted yet.
2. Click a buyer to open **Buyer details**: the products they may be purchasing, have recently inquired about or browsed, and the products of yours that fit them.
3. Click **Contact Now**. The confirmation shows how many buyer contacts you have left; click **Contact** to go on.
4. The buyer now appears in **Messages**, where you write your first message or send a product or a quotation.

Contacting a new buyer uses one buyer contact. Contacting a buyer you have already contacted uses nothing. Your showroom must be published before you can contact new buyers.`,
      zh: `1. 打开**买家库**，按产品、品牌或姓名搜索，或按类目筛选。勾选**隐藏已联系**，只显示尚未联系过的买家。
2. 点击买家，打开**买家详情**：可以看到对方可能采购、近期询价或浏览过的产品，以及您的产品中与其匹配的部分。
3. 点击**立即联系**。确认窗口会显示您剩余的买家联系名额；点击**联系**继续。
4. 该买家随即出现在**消息**中，您可以在这里发送第一条消息，或发送产品、报价单。

联系新买家会使用一个买家联系名额；再次联系已联系过的买家不会使用名额。发布展厅后才能联系新买家。`,
      ja: `1. **バイヤープール**を開き、商品、ブランド、名前で検索するか、カテゴリーで絞り込みます。**連絡済みを隠す**にチェックを入れると、まだ連絡していないバイヤーだけが表示されます。
2. バイヤーをクリックすると**バイヤーの詳細**が開きます。購入を検討している商品、最近問い合わせた商品や閲覧した商品、そして御社の商品のうちそのバイヤーに合うものを確認できます。
3. **今すぐ連絡**をクリックします。確認画面に残りのバイヤー連絡枠が表示されますので、**連絡する**をクリックして進みます。
4. バイヤーが**メッセージ**に追加されます。ここで最初のメッセージを書いたり、商品や見積書を送ったりできます。

新しいバイヤーへの連絡には、バイヤー連絡枠を1件使用します。すでに連絡したバイヤーへの再連絡では使用しません。新しいバイヤーに連絡するには、ショールームを公開している必要があります。`,
    },
  },
  {
    category: 'buyers',
    title: {
      en: 'A buyer wrote to me first. Does replying use a buyer contact?',
      zh: '买家主动联系了我，回复会使用买家联系名额吗？',
      ja: 'バイヤーから先にメッセージが届きました。返信するとバイヤー連絡枠を使いますか？',
    },
    body: {
      en: `Yes, once. Your first reply to a buyer who started the conversation uses one buyer contact, just like contacting a new buyer yourself. Before you send it, the chat tells you that the reply uses one of your remaining contacts, and a note in the conversation confirms it afterwards.

After that first reply, every further message in the conversation is free, and so is contacting the same buyer again later.

Replying to a buyer who wrote first does not require a published showroom, but it does need a live trial or subscription with contacts left. A buyer who writes first is already interested in your products, so answer quickly.`,
      zh: `会，但只使用一次。首次回复主动发起会话的买家时，会使用一个买家联系名额，与您主动联系新买家相同。发送前，聊天窗口会提示此次回复将使用一个剩余名额；发送后，会话中也会出现一条确认提示。

首次回复之后，该会话中的后续消息均不再使用名额，之后再次联系该买家也不会使用。

回复主动联系您的买家不需要先发布展厅，但需要有效的试用期或订阅服务，并且还有剩余名额。主动联系您的买家已经对您的产品感兴趣，请尽快回复。`,
      ja: `はい、1回だけ使用します。バイヤーから始まった会話に最初に返信するときは、ご自身で新しいバイヤーに連絡する場合と同じく、バイヤー連絡枠を1件使用します。送信前に、返信によって残りの連絡枠を1件使用することがチャットに表示され、送信後には会話内に確認のお知らせが表示されます。

最初の返信のあとは、その会話でのメッセージはすべて無料です。後日同じバイヤーに改めて連絡する場合も、連絡枠は使用しません。

先にメッセージをくれたバイヤーへの返信には、ショールームの公開は必要ありません。ただし、有効なトライアルまたはサブスクリプションと、残りの連絡枠が必要です。先に連絡してくるバイヤーは、すでに御社の商品に関心を持っています。できるだけ早く返信しましょう。`,
    },
  },
  {
    category: 'buyers',
    title: {
      en: 'When are buyers online, and when should I write to them?',
      zh: '买家什么时候在线？什么时候联系比较好？',
      ja: 'バイヤーはいつオンラインですか？いつ連絡するのがよいですか？',
    },
    body: {
      en: `Each buyer shows when they were last active: **Recently Online** means within the last hour; after that you see "Last online … hours ago" or "… days ago". The **Buyer pool** lists the most recently online buyers first.

Most buyers work on China time (UTC+8). Messages that arrive during their working day are usually read and answered sooner.

Tips:

1. Contact buyers who are **Recently Online** first.
2. Set your **Business hours** in **Company profile**: buyers then see your local time and whether you are at work now.
3. Messages are kept, so a buyer who is offline sees yours when they come back.`,
      zh: `每位买家都会显示最近活跃时间：**最近在线**表示一小时内在线过；超过一小时则显示“… 小时前在线”或“… 天前在线”。**买家库**会优先列出最近在线的买家。

大多数买家按中国时间（UTC+8）工作。在对方工作时间内收到的消息，通常能更快被阅读和回复。

建议：

1. 优先联系显示**最近在线**的买家。
2. 在**公司资料**中设置**营业时间**，买家就能看到您当地的时间以及您当前是否在工作。
3. 消息会被保存，买家即使不在线，上线后也能看到您的消息。`,
      ja: `各バイヤーには最後にアクティブだった時刻が表示されます。**最近オンライン**は1時間以内にオンラインだったことを示し、それ以降は「… 時間前にオンライン」「… 日前にオンライン」と表示されます。**バイヤープール**では、最近オンラインだったバイヤーから順に表示されます。

ほとんどのバイヤーは中国時間（UTC+8）で仕事をしています。相手の勤務時間中に届いたメッセージほど、早く読まれ、返信されやすくなります。

ヒント：

1. **最近オンライン**のバイヤーから優先して連絡しましょう。
2. **会社プロフィール**で**営業時間**を設定すると、バイヤーに御社の現地時刻と、現在営業時間内かどうかが表示されます。
3. メッセージは保存されるため、オフラインのバイヤーも次にログインしたときに確認できます。`,
    },
  },

  // ── Chat ───────────────────────────────────────────────────────────────────
  {
    category: 'chat',
    title: {
      en: 'How does translation work in the chat?',
      zh: '聊天中的翻译功能怎么用？',
      ja: 'チャットの翻訳機能はどのように使いますか？',
    },
    body: {
      en: `Buyers and suppliers often do not share a language, so the chat translates messages for you in real time.

1. Under a buyer's message, click **Translate**. The translation appears below the original, in the language of your interface: English, 简体中文 or 日本語.
2. Click **Hide translation** to see only the original again.
3. To read messages in another language, switch the interface language in the top bar first.

The original text is always kept, so nothing is lost if a translation is not perfect. Short, simple sentences translate most accurately. For prices, quantities and delivery terms, send a quotation: its fields are clear in every language.`,
      zh: `买家和供应商往往语言不同，聊天功能可以为您实时翻译消息。

1. 在买家消息下方点击**翻译**。译文会显示在原文下方，语言与您当前的界面语言一致：English、简体中文或日本語。
2. 点击**隐藏译文**，即可只显示原文。
3. 如需译成其他语言，请先在顶部栏切换界面语言。

原文始终保留，即使译文不够完美也不会丢失信息。句子简短明了，翻译最准确。涉及价格、数量和交货条款时，建议发送报价单：报价单中的各项内容在任何语言下都清晰明确。`,
      ja: `バイヤーとサプライヤーの言語が異なることはよくあります。チャットでは、メッセージをリアルタイムで翻訳できます。

1. バイヤーのメッセージの下にある**翻訳**をクリックします。原文の下に、現在の画面表示言語（English、简体中文、日本語）で翻訳文が表示されます。
2. **翻訳を隠す**をクリックすると、原文だけの表示に戻ります。
3. 別の言語で読みたい場合は、先に上部バーで表示言語を切り替えてください。

原文は常に保存されるため、翻訳が完全でなくても情報が失われることはありません。短く簡潔な文ほど正確に翻訳されます。価格、数量、受け渡し条件については見積書を送りましょう。見積書の各項目はどの言語でも明確に伝わります。`,
    },
  },
  {
    category: 'chat',
    title: {
      en: 'How do I send a product card or a quotation in the chat?',
      zh: '如何在聊天中发送产品卡片或报价单？',
      ja: 'チャットで商品カードや見積書を送るにはどうすればよいですか？',
    },
    body: {
      en: `In **Messages**, open the conversation and use the buttons next to the message box:

1. **Send a product** opens a search of **My products**. Pick a product and click **Send**: the buyer receives a product card with its picture, name and UPC/EAN.
2. **Send a quotation** lists your open quotations. Pick one, or choose **Use the last quotation**, and click **Send**. The buyer receives a quotation card to open.
3. **Send a PDF** sends a file such as a catalogue or a specification sheet, and **Send an image** sends a picture.

The **Buyer pool** offers the same actions for each buyer: **Send Product**, **Send Quotation** and **Send PDF**.

Press Enter to send a text message and Ctrl+Enter for a new line.`,
      zh: `在**消息**中打开会话，使用输入框旁的按钮：

1. **发送产品**：搜索**我的产品**，选择产品后点击**发送**，买家会收到一张带图片、名称和 UPC/EAN 的产品卡片。
2. **发送报价单**：列出您的有效报价单。选择一份，或选择**使用上一次报价**，然后点击**发送**，买家会收到一张可打开的报价单卡片。
3. **发送 PDF** 可发送产品目录、规格书等文件，**发送图片**可发送图片。

**买家库**中的每位买家也提供相同的操作：**发送产品**、**发送报价单**和**发送 PDF**。

按 Enter 发送文字消息，按 Ctrl+Enter 换行。`,
      ja: `**メッセージ**で会話を開き、入力欄の横にあるボタンを使います。

1. **商品を送る**をクリックすると、**マイ商品**の検索が開きます。商品を選んで**送る**をクリックすると、バイヤーには画像、商品名、UPC/EAN を載せた商品カードが届きます。
2. **見積書を送る**をクリックすると、有効な見積書が一覧表示されます。1件を選ぶか**前回の見積書を使う**を選び、**送信**をクリックすると、バイヤーには開いて確認できる見積書カードが届きます。
3. **PDF を送る**ではカタログや仕様書などのファイルを、**画像を送る**では画像を送信できます。

**バイヤープール**でも、各バイヤーに対して同じ操作（**商品を送る**、**見積書を送る**、**PDF を送る**）ができます。

Enter キーでテキストメッセージを送信し、Ctrl+Enter キーで改行します。`,
    },
  },

  // ── Quotations ─────────────────────────────────────────────────────────────
  {
    category: 'quotations',
    title: {
      en: 'What happens when I change a quotation I have already sent?',
      zh: '修改已发送的报价单会怎样？',
      ja: '送信済みの見積書を変更するとどうなりますか？',
    },
    body: {
      en: `A quotation keeps its number for good; every save creates a new version. The form tells you which version you are about to create, and the number stays the same.

What buyers see:

1. When a buyer opens a quotation card you sent earlier, they see the current version, with a note that it was sent as an earlier version and updated since.
2. To make sure the buyer notices your new prices or terms, send the quotation again in the chat.

Open **Version history** in **My quotations** to see every version, who saved it and when, and which buyers received which version. If you want a separate offer with a new number instead, use **Duplicate**.`,
      zh: `报价单的编号始终不变，每次保存都会生成一个新版本。表单中会提示您即将生成的版本号，编号保持不变。

买家看到的内容：

1. 买家打开您之前发送的报价单卡片时，看到的是当前版本，并附有提示：该报价单发送时为较早版本，之后已更新。
2. 如需确保买家注意到新的价格或条款，请在聊天中再次发送该报价单。

在**我的报价单**中打开**版本历史**，可以查看每个版本、保存人和保存时间，以及各买家收到的版本。如果想另外出一份新编号的报价，请使用**复制**。`,
      ja: `見積書の番号は変わらず、保存するたびに新しいバージョンが作成されます。フォームには作成されるバージョン番号が表示され、見積書番号はそのまま引き継がれます。

バイヤー側の表示：

1. 以前送った見積書カードをバイヤーが開くと、現在のバージョンが表示されます。あわせて、送信時は以前のバージョンで、その後更新されたことが表示されます。
2. 新しい価格や条件に確実に気づいてもらうには、チャットで見積書を改めて送信してください。

**マイ見積書**で**バージョン履歴**を開くと、各バージョンと保存者・保存日時、どのバイヤーにどのバージョンを送ったかを確認できます。新しい番号で別の見積もりを作成したい場合は、**複製**をご利用ください。`,
    },
  },
  {
    category: 'quotations',
    title: {
      en: 'How do buyers get a PDF of my quotation, and how do I add my signature?',
      zh: '买家如何获取报价单 PDF？如何添加我的签章？',
      ja: 'バイヤーは見積書の PDF をどのように入手しますか？署名はどう追加しますか？',
    },
    body: {
      en: `Every quotation can be downloaded as a PDF. Click **Download PDF** in **My quotations** or on a quotation opened from the chat. Buyers download the same PDF from the quotation card you sent them. It shows the quotation number, version, terms, products and prices.

To sign your quotations:

1. Open **Company profile** and the **Signature** tab.
2. Enter **Who signs** and **Their job title**.
3. Choose **Typed name** or upload a **Picture of the signature**. You can also add your company stamp.
4. Click **Save signature**.

The signature is printed at the end of every quotation PDF, for and on behalf of your company. Until you set it up, the PDF states that the quotation has not been signed.`,
      zh: `每份报价单都可以下载为 PDF。在**我的报价单**中，或在从聊天打开的报价单上，点击**下载 PDF**。买家也可以从您发送的报价单卡片中下载同一份 PDF，其中包含报价单编号、版本、条款、产品和价格。

为报价单添加签章：

1. 打开**公司资料**，进入**签章**标签页。
2. 填写**签署人**和**签署人职位**。
3. 选择**输入姓名**，或上传**签名图片**，还可以添加公司印章。
4. 点击**保存签章**。

签章会以“代表贵公司”的形式打印在每份报价单 PDF 的末尾。设置签章之前，PDF 上会注明该报价单未签署。`,
      ja: `すべての見積書は PDF でダウンロードできます。**マイ見積書**、またはチャットから開いた見積書で**PDF をダウンロード**をクリックしてください。バイヤーも、送られた見積書カードから同じ PDF をダウンロードできます。PDF には見積書番号、バージョン、条件、商品、価格が記載されます。

見積書に署名を入れるには：

1. **会社プロフィール**を開き、**署名**タブを選びます。
2. **署名者**と**署名者の役職**を入力します。
3. **氏名を入力**を選ぶか、**署名の画像**をアップロードします。社印を追加することもできます。
4. **署名を保存**をクリックします。

署名は、御社を代表するものとして、すべての見積書 PDF の末尾に印刷されます。設定するまでは、見積書が署名されていない旨が PDF に記載されます。`,
    },
  },

  // ── Products ───────────────────────────────────────────────────────────────
  {
    category: 'products',
    title: {
      en: 'How do I add a product from the platform catalogue using its EAN?',
      zh: '如何通过 EAN 从平台产品库添加产品？',
      ja: 'EAN を使ってプラットフォーム商品カタログから商品を追加するには？',
    },
    body: {
      en: `Many products are already in the **Platform catalogue**, with pictures and details. Linking them saves you typing:

1. Open **Platform catalogue**.
2. Under **Search by**, choose **EAN** (or **UPC** or **MID**), enter the full code and click **Search**.
3. Click **Add to my list** on the product.

The product now appears in **My products** as **Linked**. You can edit it; your changes apply to your list only.

If your product is not in the catalogue, click **Add product** in **My products** and create it yourself. UPC/EAN, manufacturer ID (MID) and product name are required. Searching by the full UPC or EAN is the quickest way to find an exact product.`,
      zh: `许多产品已收录在**平台产品库**中，并附有图片和详细信息。直接关联即可省去录入工作：

1. 打开**平台产品库**。
2. 在**搜索方式**中选择 **EAN**（或 **UPC**、**MID**），输入完整编码，点击**搜索**。
3. 在产品上点击**添加到我的产品**。

该产品随即以**关联**类型出现在**我的产品**中。您可以编辑它，修改仅对您自己的列表生效。

如果产品库中没有您的产品，请在**我的产品**中点击**添加产品**自行创建。UPC/EAN、生产商编号（MID）和产品名称为必填项。按完整的 UPC 或 EAN 搜索，是找到准确产品的最快方法。`,
      ja: `多くの商品は、画像や詳細情報とともに**プラットフォーム商品カタログ**にすでに登録されています。リンクすれば入力の手間が省けます。

1. **プラットフォーム商品カタログ**を開きます。
2. **検索方法**で **EAN**（または **UPC**、**MID**）を選び、コードをすべて入力して**検索**をクリックします。
3. 該当する商品の**マイリストに追加**をクリックします。

商品は**リンク**として**マイ商品**に表示されます。編集も可能で、変更内容は御社のリストにのみ反映されます。

カタログに商品がない場合は、**マイ商品**で**商品を追加**をクリックして作成してください。UPC/EAN、メーカーID（MID）、商品名は必須です。正確な商品を探すには、UPC または EAN のコード全体で検索するのが最も早い方法です。`,
    },
  },
  {
    category: 'products',
    title: {
      en: 'How do I import many products from a CSV or Excel file?',
      zh: '如何通过 CSV 或 Excel 文件批量导入产品？',
      ja: 'CSV や Excel ファイルから商品を一括で取り込むには？',
    },
    body: {
      en: `1. In **My products**, click **Import**.
2. Click **Download the CSV template** and fill in one product per row. Keep the column headers; they may be in English, Chinese or Japanese. Separate several specs with a semicolon, and write the place of origin as a two-letter country code.
3. Upload your file as .csv or .xlsx.
4. Every row is checked before anything is saved. Choose **Rows with errors** and hover over a red cell to see what is wrong.
5. Click **Import valid rows**. Rows with errors are skipped: fix them in your file and upload it again.

Very large spreadsheets must be split into smaller files. Imported products appear in **My products**, ready to quote and to display in your showroom.`,
      zh: `1. 在**我的产品**中点击**导入**。
2. 点击**下载 CSV 模板**，每行填写一个产品。请保留列标题，标题可以是英文、中文或日文。多个规格之间用分号分隔，原产地填写两位字母的国家代码。
3. 上传 .csv 或 .xlsx 格式的文件。
4. 保存之前，系统会逐行检查。选择**有错误的行**，将鼠标悬停在红色单元格上即可查看原因。
5. 点击**导入有效行**。有错误的行会被跳过：请在文件中修正后重新上传。

文件过大时，请拆分为多个较小的文件。导入的产品会出现在**我的产品**中，可直接报价，也可在展厅中展示。`,
      ja: `1. **マイ商品**で**取り込み**をクリックします。
2. **CSV テンプレートをダウンロード**をクリックし、1行に1商品ずつ入力します。列見出しはそのまま残してください（英語・中国語・日本語のいずれでも構いません）。複数の仕様はセミコロンで区切り、原産地は2文字の国コードで入力します。
3. ファイルを .csv または .xlsx 形式でアップロードします。
4. 保存の前に、すべての行がチェックされます。**エラーのある行**を選び、赤いセルにカーソルを合わせると理由が表示されます。
5. **有効な行を取り込む**をクリックします。エラーのある行はスキップされますので、ファイルを修正して再度アップロードしてください。

大きすぎるファイルは、いくつかの小さなファイルに分けてください。取り込んだ商品は**マイ商品**に表示され、すぐに見積もりやショールームへの展示に使えます。`,
    },
  },

  // ── Showroom ───────────────────────────────────────────────────────────────
  {
    category: 'showroom',
    title: {
      en: 'Why can’t I contact buyers until my showroom is published?',
      zh: '为什么展厅发布之前不能联系买家？',
      ja: 'ショールームを公開するまでバイヤーに連絡できないのはなぜですか？',
    },
    body: {
      en: `Buyers in China decide by your showroom: before they answer, they look at your company, pictures and products. An empty showroom gets few replies and wastes your buyer contacts, so **Contact Now** stays closed until your showroom is complete and published. Nothing is spent when a contact is refused.

Your showroom is complete when it has:

1. A logo.
2. An introduction of at least 100 characters.
3. At least one main category.
4. Your country/region.
5. At least 3 displayed products.

Then click **Publish showroom** in the showroom checklist of **Company profile**. Conversations you already have, and replies to buyers who wrote to you first, are not affected.`,
      zh: `中国买家会根据展厅做决定：回复之前，他们会先查看您的公司、图片和产品。空白的展厅很少能获得回复，还会浪费买家联系名额。因此，在展厅完善并发布之前，**立即联系**功能不可用。联系被拒绝时不会使用任何名额。

展厅需要具备以下内容才算完善：

1. 公司标志。
2. 不少于 100 个字符的公司介绍。
3. 至少一个主营类目。
4. 国家/地区。
5. 至少 3 个展示产品。

然后在**公司资料**的展厅清单中点击**发布展厅**。已有的会话，以及回复主动联系您的买家，均不受影响。`,
      ja: `中国のバイヤーはショールームを見て判断します。返信する前に、会社情報、写真、商品を確認するのです。空のショールームでは返信が得られにくく、バイヤー連絡枠が無駄になってしまいます。そのため、ショールームを完成させて公開するまで、**今すぐ連絡**はご利用いただけません。連絡できなかった場合、連絡枠は使用されません。

ショールームの完成条件は次のとおりです。

1. ロゴ
2. 100文字以上の会社紹介
3. 主なカテゴリー（1つ以上）
4. 国/地域
5. 展示商品3点以上

条件を満たしたら、**会社プロフィール**のショールームのチェックリストで**ショールームを公開**をクリックします。すでに始まっている会話や、先にメッセージをくれたバイヤーへの返信には影響しません。`,
    },
  },
  {
    category: 'showroom',
    title: {
      en: 'How do I choose and order the products shown in my showroom?',
      zh: '如何选择展厅中展示的产品并调整顺序？',
      ja: 'ショールームに展示する商品の選び方と並べ替えの方法を教えてください。',
    },
    body: {
      en: `Open **My showroom**. The products you display are the first ones buyers see, under **Featured**, in the order of your list. Your other products follow, newest first.

1. Click **Add products**, search by name, UPC/EAN, MID or brand, tick the products and click **Add selected**.
2. Use **Move up** and **Move down** to change the order. Put your best sellers first.
3. Click **Remove from showroom** to take a product out; it stays in **My products**.

**Suggested for your showroom** proposes products with pictures and products buyers want. Click **Preview as a buyer** to check the result. The number of displayed products is limited, and the page shows how many more fit.`,
      zh: `打开**我的展厅**。您展示的产品会按列表顺序显示在**精选**中，是买家最先看到的产品；其他产品按从新到旧的顺序排在后面。

1. 点击**添加产品**，按名称、UPC/EAN、MID 或品牌搜索，勾选产品后点击**添加所选**。
2. 使用**上移**和**下移**调整顺序，把畅销产品放在最前面。
3. 点击**从展厅移除**可将产品撤下，产品仍保留在**我的产品**中。

**推荐展示的产品**会推荐有图片以及买家需要的产品。点击**以买家视角预览**可查看效果。展示产品的数量有上限，页面上会显示还可以添加多少个。`,
      ja: `**マイショールーム**を開きます。展示した商品は、リストの順番どおりに**おすすめ**としてバイヤーに最初に表示されます。その他の商品は、新しい順にその後に続きます。

1. **商品を追加**をクリックし、商品名、UPC/EAN、MID、ブランドで検索して商品にチェックを入れ、**選択した商品を追加**をクリックします。
2. **上へ移動**と**下へ移動**で順番を変更します。売れ筋商品を先頭に置きましょう。
3. **ショールームから外す**をクリックすると展示をやめられます。商品は**マイ商品**に残ります。

**ショールームにおすすめの商品**には、画像のある商品やバイヤーの需要がある商品が表示されます。**バイヤー視点でプレビュー**で仕上がりを確認できます。展示できる商品数には上限があり、あと何点追加できるかがページに表示されます。`,
    },
  },
  {
    category: 'showroom',
    title: {
      en: 'What are the rules for my logo and company images?',
      zh: '公司标志和公司图片有什么要求？',
      ja: 'ロゴと会社画像にはどのような決まりがありますか？',
    },
    body: {
      en: `Open **Company profile** and the **Logo and images** tab.

Your logo must be a JPG or PNG file of at most 5 MB. A square logo looks best.

You can add at most five company images, each a JPG or PNG file of at most 5 MB. Show your factory, warehouse, products and trade fair booth. Add a short caption to each image and use the arrows to change the order: buyers see the images in this order.

When you already have five images, delete or replace one before adding another. If an upload is refused, check the file type and size: photos taken with a phone are often larger than 5 MB and need to be resized first.`,
      zh: `打开**公司资料**，进入**标志和图片**标签页。

公司标志须为 JPG 或 PNG 格式，大小不超过 5 MB。正方形的标志效果最好。

公司图片最多五张，每张须为 JPG 或 PNG 格式，大小不超过 5 MB。可以展示工厂、仓库、产品和展会展位。为每张图片添加简短说明，并用箭头调整顺序：买家看到的图片顺序与此一致。

已有五张图片时，请先删除或替换一张，再添加新图片。如果上传失败，请检查文件格式和大小：手机拍摄的照片往往超过 5 MB，需要先压缩。`,
      ja: `**会社プロフィール**を開き、**ロゴと画像**タブを選びます。

ロゴは 5 MB 以下の JPG または PNG ファイルにしてください。正方形のロゴがきれいに表示されます。

会社画像は最大5枚まで、1枚あたり 5 MB 以下の JPG または PNG ファイルを登録できます。工場、倉庫、商品、展示会のブースなどを紹介しましょう。各画像に短いキャプションを付け、矢印で順番を変更できます。バイヤーにはこの順番で表示されます。

すでに5枚登録している場合は、1枚削除するか差し替えてから追加してください。アップロードできない場合は、ファイルの形式とサイズをご確認ください。スマートフォンで撮影した写真は 5 MB を超えることが多いため、事前に縮小が必要です。`,
    },
  },

  // ── Credentials ────────────────────────────────────────────────────────────
  {
    category: 'credentials',
    title: {
      en: 'Which credentials can I upload, and how are they reviewed?',
      zh: '可以上传哪些资质文件？如何审核？',
      ja: 'どのような資格書類をアップロードできますか？審査はどのように行われますか？',
    },
    body: {
      en: `Credentials show buyers that your company and products meet their requirements. You can upload your business licence and certificates such as ISO 9001, HACCP, FDA registration, organic, halal or kosher.

1. Open **Information** and go to the credentials section.
2. Upload the document files and add a short description.
3. The platform team reviews each upload. While it is being checked, its status is pending.
4. When it is accepted, it becomes verified and the rewards are added automatically. If it is rejected, the reason is shown: correct the document and upload it again.

Clear, complete and valid documents are reviewed fastest. Once your business licence is verified, your company name, country/region and business type are locked.`,
      zh: `资质文件可以向买家证明贵公司及产品符合其要求。您可以上传营业执照，以及 ISO 9001、HACCP、FDA 注册、有机、清真（Halal）或犹太洁食（Kosher）等认证证书。

1. 打开**信息**，进入资质认证部分。
2. 上传文件，并添加简短说明。
3. 平台团队会逐一审核。审核期间，状态显示为待审核。
4. 审核通过后，状态变为已认证，奖励会自动发放。如被驳回，会显示驳回原因：请修改文件后重新上传。

文件清晰、完整且在有效期内，审核速度最快。营业执照认证通过后，公司名称、国家/地区和企业类型将被锁定。`,
      ja: `資格書類は、御社と商品がバイヤーの求める基準を満たしていることを示すものです。営業許可証のほか、ISO 9001、HACCP、FDA 登録、オーガニック、ハラール、コーシャなどの認証書をアップロードできます。

1. **インフォメーション**を開き、資格書類のセクションに進みます。
2. 書類ファイルをアップロードし、簡単な説明を添えます。
3. プラットフォームチームがアップロードされた書類を1件ずつ審査します。審査中のステータスは「審査中」です。
4. 承認されると「認証済み」となり、特典が自動的に付与されます。却下された場合は理由が表示されますので、書類を修正して再度アップロードしてください。

鮮明で、内容がそろった有効期限内の書類ほど、審査が早く進みます。営業許可証が認証されると、会社名、国/地域、事業形態はロックされます。`,
    },
  },
  {
    category: 'credentials',
    title: {
      en: 'What do I get for verified credentials and for inviting other suppliers?',
      zh: '资质认证通过和邀请其他供应商能获得什么奖励？',
      ja: '資格書類の認証や他のサプライヤーの招待で、どのような特典がありますか？',
    },
    body: {
      en: `Each verified credential earns your company bonus service days and extra buyer contacts. They are added automatically when the platform team verifies the document, and appear in your **Buyer contact history** as **Credential reward**.

You can also earn extensions by inviting other suppliers:

1. Open **Information** and go to the invitation section.
2. Share your invitation code, link or QR code with suppliers you know.
3. Follow each invitation there: invited, joined, activated.

Each activated invitation extends your service package, and the reward appears as **Invitation reward**. The current rewards are shown on the **Information** page.`,
      zh: `每一份通过认证的资质文件，都会为贵公司带来额外的服务天数和买家联系名额。平台团队认证通过后，奖励会自动发放，并在**买家联系名额明细**中显示为**资质认证奖励**。

邀请其他供应商也可以延长服务期：

1. 打开**信息**，进入邀请部分。
2. 将您的邀请码、链接或二维码分享给认识的供应商。
3. 在该页面跟进每一条邀请的状态：已邀请、已加入、已激活。

每一个已激活的邀请都会延长您的服务套餐，奖励显示为**邀请奖励**。当前的奖励内容请查看**信息**页面。`,
      ja: `認証された資格書類1件ごとに、御社にサービス日数とバイヤー連絡枠が追加で付与されます。プラットフォームチームが書類を認証すると自動的に付与され、**バイヤー連絡枠の履歴**に**資格認証の特典**として表示されます。

他のサプライヤーを招待して、サービス期間を延長することもできます。

1. **インフォメーション**を開き、招待のセクションに進みます。
2. 招待コード、リンク、QR コードを、お知り合いのサプライヤーに共有します。
3. 同じページで、各招待の状況（招待済み、登録済み、有効化済み）を確認できます。

招待が有効化されるごとにサービスパッケージが延長され、特典は**招待の特典**として表示されます。現在の特典内容は**インフォメーション**ページでご確認ください。`,
    },
  },

  // ── Payment ────────────────────────────────────────────────────────────────
  {
    category: 'payment',
    title: {
      en: 'How do I buy a service package, and what does it include?',
      zh: '如何购买服务套餐？套餐包含哪些内容？',
      ja: 'サービスパッケージの購入方法と内容を教えてください。',
    },
    body: {
      en: `A service package adds service days and buyer contacts to your account. You can buy one during your trial or after it has ended.

1. Choose a service package. Each package shows the service days and the buyer contacts it includes.
2. Pay by card on the secure page of our payment provider.
3. Once the payment is confirmed, the days and contacts are added to your account. You see them in the **Buyer contacts** box and in the **Buyer contact history**.

If you are not sure which package fits your plans, or a payment did not go through, ask our team in the support chat. Tell us the date of the payment so we can check it quickly.`,
      zh: `服务套餐会为您的账号增加服务天数和买家联系名额。试用期内或试用期结束后均可购买。

1. 选择服务套餐。每个套餐都会标明所含的服务天数和买家联系名额。
2. 在支付服务商的安全页面上使用银行卡支付。
3. 支付确认后，服务天数和名额会添加到您的账号中，可在**买家联系名额**框和**买家联系名额明细**中查看。

如果不确定哪个套餐适合您，或支付未成功，请在在线客服中咨询我们的团队，并告知支付日期，以便我们尽快核查。`,
      ja: `サービスパッケージを購入すると、アカウントにサービス日数とバイヤー連絡枠が追加されます。トライアル期間中でも、終了後でも購入できます。

1. サービスパッケージを選びます。各パッケージには、含まれるサービス日数とバイヤー連絡枠が表示されています。
2. 決済サービスの安全なページで、カードでお支払いください。
3. 支払いが確認されると、日数と連絡枠がアカウントに追加されます。**バイヤー連絡枠**ボックスと**バイヤー連絡枠の履歴**で確認できます。

どのパッケージが合うかわからない場合や、支払いが完了しなかった場合は、サポートチャットでお問い合わせください。お支払いの日付をお知らせいただくと、迅速に確認できます。`,
    },
  },
  {
    category: 'payment',
    title: {
      en: 'Where can I download the receipts for my payments?',
      zh: '在哪里下载付款收据？',
      ja: '支払いの領収書はどこでダウンロードできますか？',
    },
    body: {
      en: `A receipt is issued for every card payment. You can download it at any time from your payment history, for example for your accounting or to claim the expense.

Each receipt shows the service package you bought and the date of the payment.

If your accounting needs your exact legal name, check the full company name and country/region in **Company profile** before you pay. These details are locked: if they are wrong, send a change request there and the platform team will correct them.

If a receipt is missing or a payment appears twice, write to us in the support chat with the date of the payment.`,
      zh: `每一笔银行卡付款都会开具收据。您可以随时在付款记录中下载，用于记账或费用报销。

每张收据都会注明所购买的服务套餐和付款日期。

如果财务上需要准确的公司法定名称，请在付款前检查**公司资料**中的公司全称和国家/地区。这些信息已被锁定：如有错误，请在该页面提交修改申请，平台团队会为您更正。

如果缺少收据或同一笔付款出现两次，请在在线客服中联系我们，并告知付款日期。`,
      ja: `カードでのお支払いごとに領収書が発行されます。経理処理や経費精算などのために、支払い履歴からいつでもダウンロードできます。

各領収書には、購入したサービスパッケージとお支払いの日付が記載されます。

経理上、正確な法人名が必要な場合は、お支払いの前に**会社プロフィール**で会社の正式名称と国/地域をご確認ください。これらの情報はロックされています。誤りがある場合は同じページから変更申請を送っていただければ、プラットフォームチームが修正いたします。

領収書が見当たらない場合や、同じ支払いが二重に表示されている場合は、お支払いの日付を添えてサポートチャットでご連絡ください。`,
    },
  },

  // ── Account ────────────────────────────────────────────────────────────────
  {
    category: 'account',
    title: {
      en: 'How do I change my company name, country/region or business type?',
      zh: '如何修改公司名称、国家/地区或企业类型？',
      ja: '会社名、国/地域、事業形態を変更するにはどうすればよいですか？',
    },
    body: {
      en: `The full company name, country/region and business type (manufacturer or trading company) are locked after your first save, and when your company is verified. Buyers rely on them, so only the platform team can change them.

1. Open **Company profile**.
2. Click **Request a change**.
3. Enter the new values and the reason for the change, then click **Send request**.

The platform team reviews the request and answers in your support chat. Nothing changes until they apply it. While a request is waiting, you cannot send another one: **Withdraw** it first if you need to correct it.

You can change all other profile fields, such as the introduction, categories and images, yourself at any time.`,
      zh: `公司全称、国家/地区和企业类型（生产商或贸易公司）在首次保存后即被锁定，公司通过认证后同样会被锁定。买家依赖这些信息，因此只能由平台团队修改。

1. 打开**公司资料**。
2. 点击**申请修改**。
3. 填写新的内容和修改原因，然后点击**提交申请**。

平台团队审核申请后，会在在线客服中答复您。在团队执行修改之前，资料不会发生变化。已有申请在等待处理时，无法提交新的申请；如需更正，请先**撤回**。

公司介绍、类目、图片等其他资料，您可以随时自行修改。`,
      ja: `会社の正式名称、国/地域、事業形態（メーカーまたは商社）は、最初の保存後、および会社の認証後にロックされます。バイヤーが信頼の拠り所とする情報のため、変更はプラットフォームチームのみが行えます。

1. **会社プロフィール**を開きます。
2. **変更を申請**をクリックします。
3. 新しい内容と変更理由を入力し、**申請を送信**をクリックします。

プラットフォームチームが申請を確認し、サポートチャットでご回答します。チームが反映するまで、情報は変更されません。申請が処理待ちの間は新しい申請を送れませんので、修正が必要な場合は先に**取り下げ**てください。

会社紹介、カテゴリー、画像など、その他の項目はいつでもご自身で変更できます。`,
    },
  },
  {
    category: 'account',
    title: {
      en: 'How do I change the language of the interface?',
      zh: '如何切换界面语言？',
      ja: '画面の表示言語を変更するにはどうすればよいですか？',
    },
    body: {
      en: `Supplier Cloud is available in English, 简体中文 and 日本語. Use the **Language** menu in the top bar; it is on every page, including the sign-in page. The whole interface switches at once, and your choice is remembered on this device.

The language you choose also decides the language buyer messages are translated into when you click **Translate** in the chat.

Your company introduction is separate from the interface language. Write it in English, and add Chinese and Japanese versions in **Company profile** so that buyers can read it in their own language. Buyers whose language has no version see the English text.`,
      zh: `Supplier Cloud 提供 English、简体中文和日本語三种语言。请使用顶部栏中的**语言**菜单切换；该菜单在每个页面（包括登录页）都有。整个界面会立即切换，您的选择会保存在当前设备上。

您选择的语言也决定了在聊天中点击**翻译**时，买家消息被翻译成哪种语言。

公司介绍与界面语言无关。请先用英文撰写，再在**公司资料**中添加中文和日文版本，方便买家用自己的语言阅读。如果没有对应语言的版本，买家会看到英文内容。`,
      ja: `Supplier Cloud は English、简体中文、日本語 でご利用いただけます。上部バーの**言語**メニューで切り替えてください。このメニューはログインページを含むすべてのページにあります。画面全体がすぐに切り替わり、選んだ言語はこの端末に保存されます。

選んだ言語は、チャットで**翻訳**をクリックしたときにバイヤーのメッセージを翻訳する言語にもなります。

会社紹介は、画面の表示言語とは別に管理されます。まず英語で作成し、**会社プロフィール**で中国語版と日本語版を追加すると、バイヤーが自分の言語で読めるようになります。該当する言語の版がない場合、バイヤーには英語版が表示されます。`,
    },
  },
  {
    category: 'account',
    title: {
      en: 'How do I change or reset my password?',
      zh: '如何修改或重置密码？',
      ja: 'パスワードを変更・再設定するにはどうすればよいですか？',
    },
    body: {
      en: `To change your password while signed in:

1. Open the account menu at the top right and choose **Change password**.
2. Enter your old password and the new one twice, then save.
3. You are signed out on all devices; sign in again with the new password.

If you forgot your password:

1. On the sign-in page, click **Forgot password?**.
2. Enter the email of your account and click **Send reset link**.
3. Open the link in the email and choose a new password. The link works once and expires after a short time.

Use 8 to 64 characters with at least one letter and one number, and avoid common passwords.`,
      zh: `登录状态下修改密码：

1. 打开右上角的账户菜单，选择**修改密码**。
2. 输入旧密码，再输入两次新密码，然后保存。
3. 修改后，您将在所有设备上退出登录，请使用新密码重新登录。

忘记密码时：

1. 在登录页点击**忘记密码？**。
2. 输入账号邮箱，点击**发送重置链接**。
3. 打开邮件中的链接，设置新密码。该链接只能使用一次，并会在短时间后失效。

密码须为 8 到 64 个字符，至少包含一个字母和一个数字，并请避免使用常见密码。`,
      ja: `ログイン中にパスワードを変更するには：

1. 右上のアカウントメニューを開き、**パスワード変更**を選びます。
2. 現在のパスワードと、新しいパスワードを2回入力して保存します。
3. すべての端末でログアウトされますので、新しいパスワードで再度ログインしてください。

パスワードをお忘れの場合：

1. ログインページで、リンク「**パスワードをお忘れですか？**」をクリックします。
2. アカウントのメールアドレスを入力し、**リセットリンクを送信**をクリックします。
3. メールに記載されたリンクを開き、新しいパスワードを設定します。リンクは1回のみ有効で、しばらくすると期限切れになります。

パスワードは 8〜64 文字で、英字と数字をそれぞれ1文字以上含めてください。推測されやすいパスワードは避けましょう。`,
    },
  },
  {
    category: 'account',
    title: {
      en: 'Why was I logged out with “Your account has logged in on another device”?',
      zh: '为什么我被退出登录，并提示“您的账号已在其他设备登录”？',
      ja: '「別の端末からログインされた」と表示されてログアウトしたのはなぜですか？',
    },
    body: {
      en: `For security, an account can be signed in on only one device or browser at a time. When someone signs in with the same account elsewhere, the earlier session ends and shows this message.

1. If it was you, for example on a laptop and then on a phone, simply sign in again where you want to work.
2. If it was not you, change your password at once and tell us in the support chat.

Avoid sharing one account among colleagues: every new sign-in logs out the previous one, and unsent work in the other browser may be lost. Your conversations, quotations and products are stored on the platform and are not affected.`,
      zh: `出于安全考虑，一个账号同一时间只能在一台设备或一个浏览器上登录。当有人在其他地方用同一账号登录时，之前的会话会结束，并显示此提示。

1. 如果是您本人，例如先在电脑上、再在手机上登录，只需在要使用的设备上重新登录即可。
2. 如果不是您本人，请立即修改密码，并在在线客服中告知我们。

请避免多位同事共用一个账号：每次新的登录都会让之前的登录退出，另一个浏览器中尚未提交的内容可能会丢失。您的会话、报价单和产品都保存在平台上，不受影响。`,
      ja: `セキュリティのため、1つのアカウントで同時にログインできるのは、1台の端末または1つのブラウザーのみです。別の場所で同じアカウントにログインすると、それまでのセッションは終了し、このメッセージが表示されます。

1. ご自身の操作だった場合（例：パソコンでログインした後にスマートフォンでログインした）、作業したい端末で改めてログインしてください。
2. 心当たりがない場合は、すぐにパスワードを変更し、サポートチャットでお知らせください。

1つのアカウントを複数の同僚で共有するのは避けてください。新たにログインするたびに前のログインが終了し、別のブラウザーで保存していない作業が失われることがあります。会話、見積書、商品はプラットフォームに保存されているため、影響はありません。`,
    },
  },
  {
    category: 'account',
    title: {
      en: 'How do I contact Supplier Cloud support?',
      zh: '如何联系 Supplier Cloud 客服？',
      ja: 'Supplier Cloud のサポートに問い合わせるにはどうすればよいですか？',
    },
    body: {
      en: `Click the chat bubble at the bottom right of any page, or choose **Contact support** in the account menu at the top right. Write your question and press Enter. Our team answers in the same window, usually within a few hours.

The conversation is kept, so you can close the window and come back later; a badge shows unread answers. Answers to your change requests arrive here too.

If you have hidden the chat button, bring it back from the account menu. For questions about a specific buyer, quotation or payment, include the buyer's name, the quotation number or the payment date so that we can help you faster.`,
      zh: `点击任意页面右下角的聊天气泡，或在右上角的账户菜单中选择**联系客服**。输入问题后按 Enter 发送，我们的团队会在同一窗口中回复，通常在几小时内。

会话记录会保留，您可以关闭窗口稍后再来查看；未读回复会以角标提示。修改申请的答复也会发送到这里。

如果您隐藏了聊天按钮，可以在账户菜单中恢复。咨询具体的买家、报价单或付款问题时，请注明买家姓名、报价单编号或付款日期，以便我们更快地为您处理。`,
      ja: `各ページの右下にあるチャットのアイコンをクリックするか、右上のアカウントメニューで**サポートに問い合わせる**を選んでください。ご質問を入力して Enter キーを押すと送信されます。サポートチームが同じ画面で、通常数時間以内にお答えします。

会話は保存されるため、画面を閉じて後から確認することもできます。未読の回答はバッジでお知らせします。変更申請への回答もここに届きます。

チャットボタンを非表示にした場合は、アカウントメニューから再表示できます。特定のバイヤー、見積書、お支払いに関するご質問の際は、バイヤー名、見積書番号、お支払いの日付をお書き添えいただくと、よりスムーズにご案内できます。`,
    },
  },
];

export const SEED_NOTICES: {
  type: 'system' | 'maintenance' | 'policy' | 'product' | 'promotion';
  priority: 'info' | 'warning' | 'urgent';
  pinned: boolean;
  daysAgo: number;
  title: Localized;
  body: Localized;
}[] = [
  {
    type: 'system',
    priority: 'info',
    pinned: true,
    daysAgo: 3,
    title: {
      en: 'Welcome to Supplier Cloud',
      zh: '欢迎使用 Supplier Cloud',
      ja: 'Supplier Cloud へようこそ',
    },
    body: {
      en: `Welcome! Supplier Cloud connects your company with buyers in China. To make the most of your trial:

1. Confirm your email address.
2. Complete your **Company profile** and publish your showroom.
3. Find buyers in the **Buyer pool** and contact them.

The contacts left in your trial are shown on the dashboard. Questions? Click the chat bubble at the bottom right of any page; our team is happy to help.`,
      zh: `欢迎加入！Supplier Cloud 帮助贵公司与中国买家建立联系。为充分利用试用期，请：

1. 确认您的邮箱地址。
2. 完善**公司资料**并发布展厅。
3. 在**买家库**中寻找并联系买家。

试用期剩余的联系名额显示在首页仪表盘上。如有疑问，请点击任意页面右下角的聊天气泡，我们的团队随时为您服务。`,
      ja: `ようこそ！Supplier Cloud は、御社と中国のバイヤーをつなぐプラットフォームです。トライアルを最大限に活用するために：

1. メールアドレスを確認してください。
2. **会社プロフィール**を完成させ、ショールームを公開してください。
3. **バイヤープール**でバイヤーを探して連絡しましょう。

トライアルの残りの連絡枠はダッシュボードに表示されます。ご不明な点は、各ページ右下のチャットアイコンからお気軽にお問い合わせください。`,
    },
  },
  {
    type: 'maintenance',
    priority: 'warning',
    pinned: false,
    daysAgo: 1,
    title: {
      en: 'Scheduled maintenance this Sunday 02:00–04:00 (UTC+8)',
      zh: '本周日 02:00–04:00（UTC+8）系统维护通知',
      ja: '今週日曜日 02:00〜04:00（UTC+8）のメンテナンスのお知らせ',
    },
    body: {
      en: `We will upgrade our servers this Sunday from 02:00 to 04:00 (UTC+8).

During this window, Supplier Cloud may be unavailable for short periods, and chat messages may arrive with a delay. Messages you write while the connection is down are sent automatically when it is back. No buyer contacts are spent by the maintenance.

Please save any open forms before the window starts. Thank you for your patience.`,
      zh: `我们将于本周日 02:00 至 04:00（UTC+8）进行服务器升级。

在此期间，Supplier Cloud 可能会短暂无法访问，聊天消息可能会延迟送达。连接中断时编写的消息，会在连接恢复后自动发送。本次维护不会消耗任何买家联系名额。

请在维护开始前保存正在编辑的表单。感谢您的耐心与理解。`,
      ja: `今週日曜日の 02:00〜04:00（UTC+8）に、サーバーのアップグレードを行います。

この時間帯は、Supplier Cloud を一時的にご利用いただけないことがあり、チャットのメッセージの到着が遅れる場合があります。接続が切れている間に作成したメッセージは、接続が回復すると自動的に送信されます。メンテナンスによってバイヤー連絡枠が使用されることはありません。

メンテナンス開始前に、編集中のフォームを保存してください。ご理解とご協力をお願いいたします。`,
    },
  },
  {
    type: 'policy',
    priority: 'info',
    pinned: false,
    daysAgo: 9,
    title: {
      en: 'Messaging etiquette: how to write to buyers',
      zh: '沟通礼仪：如何给买家写消息',
      ja: 'メッセージのマナー：バイヤーへの連絡について',
    },
    body: {
      en: `Buyers answer suppliers who are relevant and respectful. To keep Supplier Cloud useful for everyone:

1. Contact buyers whose categories match your products, and explain briefly why you are writing.
2. Do not send the same text to many buyers, and do not repeat messages a buyer has not answered.
3. Keep prices and terms in quotations, not in long chat messages.

Sending too quickly is slowed down automatically. Accounts that send unsolicited or repeated messages may be restricted after review by the platform team.`,
      zh: `买家更愿意回复相关度高、态度礼貌的供应商。为了让 Supplier Cloud 对每个人都有价值，请：

1. 联系类目与您产品相符的买家，并简要说明联系原因。
2. 不要向大量买家发送相同的内容，也不要反复发送买家未回复的消息。
3. 价格和条款请通过报价单发送，避免冗长的聊天消息。

发送过快时，系统会自动限速。发送骚扰或重复消息的账号，经平台团队审核后可能会被限制使用。`,
      ja: `バイヤーは、関連性が高く礼儀正しいサプライヤーに返信します。Supplier Cloud を誰にとっても有益な場とするため、次の点にご協力ください。

1. 自社商品とカテゴリーが合うバイヤーに連絡し、連絡の理由を簡潔に伝えてください。
2. 同じ文面を多くのバイヤーに送ったり、返信のないバイヤーに同じメッセージを繰り返し送ったりしないでください。
3. 価格や条件は長いチャットではなく、見積書でお伝えください。

短時間に大量のメッセージを送ると、自動的に送信が制限されます。一方的なメッセージや繰り返しのメッセージを送るアカウントは、プラットフォームチームの審査のうえ、利用を制限する場合があります。`,
    },
  },
  {
    type: 'product',
    priority: 'info',
    pinned: false,
    daysAgo: 5,
    title: {
      en: 'New dashboard with a response coach',
      zh: '全新仪表盘上线，新增回复助手',
      ja: '新しいダッシュボードと返信コーチが登場',
    },
    body: {
      en: `Your dashboard has been redesigned. At a glance you now see buyers contacted and responded, unread messages, products linked and created, and quotations sent and viewed.

The new response coach shows which buyer messages are waiting for your reply and how quickly your company usually answers. Buyers see how soon suppliers reply, so answering promptly helps you win more conversations.

Open the dashboard from **Home** to try it.`,
      zh: `仪表盘已全新改版。现在您可以一目了然地看到已联系和已回复的买家、未读消息、已关联和已创建的产品，以及已发送和已查看的报价单。

新增的回复助手会显示哪些买家消息正在等待您回复，以及贵公司平时的回复速度。买家能看到供应商的回复速度，及时回复有助于您赢得更多商机。

请从**首页**打开仪表盘体验。`,
      ja: `ダッシュボードのデザインを一新しました。連絡したバイヤーと返信のあったバイヤー、未読メッセージ、リンク・作成した商品、送信・閲覧された見積書が一目でわかります。

新しい返信コーチでは、返信を待っているバイヤーのメッセージと、御社の普段の返信の速さを確認できます。バイヤーにはサプライヤーの返信の速さが表示されるため、素早く返信することで商談につながりやすくなります。

**ホーム**からダッシュボードを開いて、ぜひお試しください。`,
    },
  },
  {
    type: 'promotion',
    priority: 'info',
    pinned: false,
    daysAgo: 14,
    title: {
      en: 'Earn bonus service days and buyer contacts with verified credentials',
      zh: '资质认证通过，即可获得额外服务天数和买家联系名额',
      ja: '資格書類の認証で、サービス日数とバイヤー連絡枠をプレゼント',
    },
    body: {
      en: `Buyers trust suppliers who show their certificates. Upload your business licence and certificates such as ISO 9001, HACCP, FDA, organic, halal or kosher under **Information**.

Each credential verified by the platform team adds bonus service days and extra buyer contacts to your account automatically. You can follow the review status on the same page, and the rewards appear in your **Buyer contact history**.

Inviting other suppliers with your invitation code earns extensions too.`,
      zh: `买家更信任能出示资质证书的供应商。请在**信息**页面上传营业执照，以及 ISO 9001、HACCP、FDA、有机、清真或犹太洁食等认证证书。

每一份经平台团队认证通过的资质文件，都会自动为您的账号增加额外的服务天数和买家联系名额。您可以在同一页面查看审核状态，奖励会显示在**买家联系名额明细**中。

使用邀请码邀请其他供应商，也能延长服务期。`,
      ja: `バイヤーは、認証書を示すサプライヤーを信頼します。**インフォメーション**から、営業許可証や ISO 9001、HACCP、FDA、オーガニック、ハラール、コーシャなどの認証書をアップロードしてください。

プラットフォームチームが認証した資格書類1件ごとに、サービス日数とバイヤー連絡枠が自動的にアカウントへ追加されます。審査の状況は同じページで確認でき、特典は**バイヤー連絡枠の履歴**に表示されます。

招待コードで他のサプライヤーを招待すると、サービス期間の延長も受けられます。`,
    },
  },
  {
    type: 'product',
    priority: 'info',
    pinned: false,
    daysAgo: 40,
    title: {
      en: 'Import your products from CSV or Excel',
      zh: '支持通过 CSV 或 Excel 导入产品',
      ja: 'CSV や Excel からの商品取り込みに対応しました',
    },
    body: {
      en: `You no longer need to add products one by one. In **My products**, click **Import**, download the CSV template and fill in one product per row. Column headers can be in English, Chinese or Japanese.

Upload your .csv or .xlsx file: every row is checked before anything is saved, rows with errors are shown with the reason, and only valid rows are imported.

Products that are already in the **Platform catalogue** can still be linked by UPC, EAN or MID.`,
      zh: `无需再逐个添加产品。在**我的产品**中点击**导入**，下载 CSV 模板，每行填写一个产品。列标题可以使用英文、中文或日文。

上传 .csv 或 .xlsx 文件后，系统会在保存前逐行检查，标出有错误的行及原因，只导入有效的行。

已收录在**平台产品库**中的产品，仍可通过 UPC、EAN 或 MID 直接关联。`,
      ja: `商品を1点ずつ追加する必要はなくなりました。**マイ商品**で**取り込み**をクリックし、CSV テンプレートをダウンロードして、1行に1商品ずつ入力してください。列見出しは英語・中国語・日本語のいずれでも構いません。

.csv または .xlsx ファイルをアップロードすると、保存前にすべての行がチェックされ、エラーのある行は理由とともに表示されます。取り込まれるのは有効な行のみです。

**プラットフォーム商品カタログ**に登録済みの商品は、これまでどおり UPC、EAN、MID でリンクできます。`,
    },
  },
];

export const SEED_WHATS_NEW: { kind: 'new' | 'improved' | 'fixed'; daysAgo: number; text: Localized }[] = [
  {
    kind: 'new',
    daysAgo: 2,
    text: {
      en: 'Response coach on the dashboard: see which buyer messages are waiting for your reply and how quickly you usually answer.',
      zh: '首页仪表盘新增回复助手：查看哪些买家消息正在等待您回复，以及您平时的回复速度。',
      ja: 'ダッシュボードに返信コーチが登場：返信待ちのバイヤーのメッセージと、普段の返信の速さを確認できます。',
    },
  },
  {
    kind: 'new',
    daysAgo: 6,
    text: {
      en: 'FAQ search: find answers by keyword, in English, Chinese or Japanese.',
      zh: '常见问题支持搜索：可用英文、中文或日文按关键词查找答案。',
      ja: 'よくある質問を検索できるようになりました。英語・中国語・日本語のキーワードで答えを探せます。',
    },
  },
  {
    kind: 'improved',
    daysAgo: 10,
    text: {
      en: 'Notices now remember what you have read. Filter them by All, Read or Unread on the dashboard.',
      zh: '公告现在会记录已读状态，可在首页仪表盘按全部、已读或未读筛选。',
      ja: 'お知らせの既読状態が記録されるようになりました。ダッシュボードで「すべて」「既読」「未読」に絞り込めます。',
    },
  },
  {
    kind: 'fixed',
    daysAgo: 15,
    text: {
      en: 'The Buyer pool loads much faster, also when you search and filter by category.',
      zh: '买家库的加载速度大幅提升，搜索和按类目筛选时同样流畅。',
      ja: 'バイヤープールの表示が大幅に速くなりました。検索やカテゴリーでの絞り込み時も快適です。',
    },
  },
  {
    kind: 'new',
    daysAgo: 21,
    text: {
      en: 'Chat search: find conversations by buyer or company name, and messages by the words they contain.',
      zh: '聊天搜索上线：可按买家或公司名称查找会话，也可按关键词查找消息。',
      ja: 'チャット検索を追加しました。バイヤー名や会社名で会話を、語句でメッセージを検索できます。',
    },
  },
  {
    kind: 'new',
    daysAgo: 30,
    text: {
      en: 'Quotation PDFs now carry your company’s signature. Set it up in Company profile, on the Signature tab.',
      zh: '报价单 PDF 现在可以附上贵公司的签章，请在“公司资料”的“签章”标签页中设置。',
      ja: '見積書の PDF に御社の署名を入れられるようになりました。「会社プロフィール」の「署名」タブで設定してください。',
    },
  },
  {
    kind: 'improved',
    daysAgo: 42,
    text: {
      en: 'Add your trade fairs and business hours to your company profile, so buyers know where to meet you and when you are at work.',
      zh: '可在公司资料中添加参展信息和营业时间，让买家知道在哪里能见到您、何时能联系到您。',
      ja: '会社プロフィールに出展予定の展示会と営業時間を追加できるようになりました。バイヤーは会える場所と連絡のつく時間を確認できます。',
    },
  },
  {
    kind: 'improved',
    daysAgo: 55,
    text: {
      en: 'The company profile now includes a showroom checklist that shows what is still missing before you can publish your showroom.',
      zh: '公司资料新增展厅清单，清楚显示发布展厅前还缺少哪些内容。',
      ja: '会社プロフィールにショールームのチェックリストを追加しました。公開までに不足している項目がひと目でわかります。',
    },
  },
];

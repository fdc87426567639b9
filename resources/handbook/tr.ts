import type { HandbookText } from './handbookText.ts';

/** Editör el kitabı: özgün metin (spec 02 §1). Değiştirildiğinde herkesten yeniden onay istenir. */
export const tr: HandbookText = {
  title: 'Editör El Kitabı',
  introduction:
    'Bu el kitabı, yayın grubumuzun bütün sitelerinde içerik hazırlayan, düzenleyen ve yayımlayan herkes için bağlayıcı olan yayın ilkelerini ve çalışma kurallarını anlatır. İçerik düzenleme ekranlarını kullanmadan önce metnin tamamını okumanız, anlamanız ve uygulayacağınızı onaylamanız gerekir. Onayınız, el kitabının sürümü ve onay zamanıyla birlikte kaydedilir; el kitabı değiştiğinde onayınız yeniden istenir.',
  sections: [
    {
      heading: '1. Doğruluk ve teyit',
      paragraphs: [
        'Doğruluk hızdan önce gelir. Bir bilgiyi ilk veren olmak, onu doğru vermekten daha değerli değildir; teyit edilmemiş bilgi yayımlanmaz.',
        'Her olgu, ad, unvan, rakam, tarih ve alıntı yayımlanmadan önce kontrol edilir. Bilgi mümkün olduğunda birbirinden bağımsız en az iki kaynaktan doğrulanır; tek kaynağa dayanan bilgi metinde böyle belirtilir.',
        'Sosyal medya paylaşımları, görüntüler ve belgeler, hesabın ve içeriğin gerçekliği doğrulanmadan kaynak olarak kullanılmaz. Yapay zekâ araçlarıyla üretilen metin ve görseller teyit edilmeden yayımlanmaz ve okura gerçek bir kayıt gibi sunulmaz.',
      ],
    },
    {
      heading: '2. Kaynaklar',
      paragraphs: [
        'Bilginin kaynağı okura açıkça gösterilir. Kaynağın adı verilemiyorsa, neden verilemediği ve kaynağın konuya hangi konumdan baktığı olabildiğince açıklanır.',
        'Kimliği gizli tutulan kaynak yalnızca bilgi başka yoldan elde edilemiyorsa ve kamu yararı bunu gerektiriyorsa kullanılır; böyle bir kaynağın kimliği en az bir sorumlu editörle paylaşılır. Kaynağa verilen gizlilik sözü, yasal zorunluluklar dışında her koşulda tutulur.',
        'Kaynaklara ve haberin öznelerine sahte bir kimlikle yaklaşılmaz; görüşülen kişiye söylediklerinin yayımlanabileceği söylenir. Alıntılar anlamı değiştirecek biçimde kısaltılmaz ve bağlamından koparılmaz.',
        'Hakkında iddia yayımlanan kişi ya da kuruma yayından önce yanıt verme fırsatı tanınır; yanıt alınamadıysa bu, metinde belirtilir.',
      ],
    },
    {
      heading: '3. Düzeltmeler ve güncellemeler',
      paragraphs: [
        'Hata fark edildiği anda düzeltilir. Yayımlanmış bir olgu okura bildirilmeden değiştirilmez ya da silinmez; yazım hataları dışındaki her düzeltme, metnin sonunda neyin ne zaman düzeltildiğini belirten bir notla yapılır.',
        'Düzeltilen içeriğin başlığı ‘DÜZELTME:’, yeni bilgiyle geliştirilen içeriğin başlığı ‘GÜNCELLEME:’ ön ekiyle başlar (İngilizce yayında ‘CORRECTION:’ ve ‘UPDATE:’, Arapça yayında ‘تصحيح:’ ve ‘تحديث:’). Sistem bu ön ekleri tanır. Ön ek yalnızca gerçek bir düzeltme ya da güncelleme için kullanılır, okur çekmek için kullanılmaz.',
        'Okurlardan ya da haberin öznelerinden gelen düzeltme talepleri ile cevap ve düzeltme (tekzip) başvuruları aynı gün sorumlu editöre ve hukuk birimine iletilir; yasal süreler kaçırılmaz.',
      ],
    },
    {
      heading: '4. Ajans haberleri',
      paragraphs: [
        'Ajans haberleri, ajansın adı kaynak olarak gösterilerek kullanılır. Ajans metni kendi muhabirimizin haberi gibi sunulmaz; metne muhabirimizin kattığı bilgi varsa kaynakta ikisi de belirtilir.',
        'Ajans metni yayımlanmadan önce okunur ve düzenlenir: başlık, spot ve kategori sitenin ilkelerine göre yeniden yazılır, yazım ve anlatım hataları giderilir, eksik bağlam tamamlanır. Ajans da yanılabilir; şüpheli bilgi teyit edilmeden yayımlanmaz.',
        'Ajansın düzeltme, güncelleme ya da iptal geçtiği haberler bu değişikliğe göre derhal düzeltilir ya da yayından kaldırılır. Abonelik sözleşmesinin izin vermediği ajans içeriği (örneğin yalnızca basılı yayın için verilen fotoğraflar) sitelerde kullanılmaz.',
      ],
    },
    {
      heading: '5. Ambargolar',
      paragraphs: [
        'Ambargolu bir haber ya da belge, ambargo saati dolmadan hiçbir kanalda (site, sosyal medya, bildirim, bülten) yayımlanmaz ve ima edilmez. Sistem, ambargosu süren ajans haberlerinin içerikte kullanılmasına izin vermez; ambargolu içerik ancak ambargo saatinden sonraya zamanlanabilir.',
        'Ambargonun başka bir yayın kuruluşunca delinmesi ambargoyu kendiliğinden kaldırmaz; ne yapılacağına sorumlu editör karar verir.',
      ],
    },
    {
      heading: '6. Görseller, video ve telif hakları',
      paragraphs: [
        'Yalnızca kullanım hakkına sahip olduğumuz fotoğraf, video, grafik ve müzik kullanılır: kendi çekimlerimiz, abone olduğumuz ajansların ve lisans aldığımız arşivlerin içerikleri ya da sahibinden yazılı izin alınmış eserler. Bir görselin internette bulunabilmesi, onu kullanma hakkı vermez.',
        'Her görselin ve videonun kaynağı ve varsa fotoğrafçının adı gösterilir; açıklama, görselde ne görüldüğünü doğru anlatır. Arşiv görseli kullanıldığında bu belirtilir.',
        'Görseller haberin anlamını değiştirecek biçimde kırpılmaz, birleştirilmez ya da düzenlenmez; yalnızca ışık, renk ve kadraj gibi teknik düzeltmeler yapılır. Temsili görsel ya da fotomontaj kullanıldığında açıklamada bu açıkça yazılır.',
        'Ölü, yaralı ya da acı çeken insanların görüntüleri, haberin anlaşılması için zorunlu olmadıkça kullanılmaz; kullanılırsa kişinin onuru gözetilir ve okur önceden uyarılır.',
      ],
    },
    {
      heading: '7. Özel hayat ve kişisel veriler',
      paragraphs: [
        'Kişilerin özel hayatı, kamu yararı açıkça gerektirmedikçe haber konusu yapılmaz. Kamusal bir görevde bulunmak, özel hayatın tamamını haber konusu yapmaz; yalnızca görevle ilgili kısmı kamu yararı taşır.',
        'Sağlık durumu, cinsel yönelim, dini inanç, etnik köken gibi özel nitelikli kişisel veriler ile kimlik numarası, adres, telefon numarası, araç plakası gibi bilgiler, 6698 sayılı Kişisel Verilerin Korunması Kanunu’na ve kamu yararına aykırı biçimde yayımlanmaz.',
        'Suç haberlerinde masumiyet karinesine uyulur: kesinleşmiş bir yargı kararı olmadan kimse suçlu ilan edilmez, şüpheliler ve sanıklar için ‘iddia edilen’ gibi ifadeler kullanılır. Mahkemelerin ve savcılıkların koyduğu yayın yasaklarına uyulur; kuşkuda hukuk birimine danışılır.',
        'Mağdurların, özellikle cinsel saldırı mağdurlarının kimliği açık rızaları olmadan açıklanmaz. İntihar haberlerinde yöntem ayrıntısı verilmez, olay yüceltilmez ve yardım alınabilecek kurumlara yer verilir.',
      ],
    },
    {
      heading: '8. Çocuklar',
      paragraphs: [
        'Suça karışan, suç mağduru olan ya da istismara uğrayan 18 yaşından küçüklerin adı, yüzü, okulu ya da kimliğini ortaya çıkarabilecek başka bir bilgisi hiçbir koşulda yayımlanmaz; görüntülerde yüzleri tanınmayacak hale getirilir.',
        'Çocuklarla görüşme ancak ebeveynlerinin ya da yasal temsilcilerinin izniyle ve çocuğun üstün yararı gözetilerek yapılır. Çocukların acısı ve mahremiyeti, haberi ilgi çekici kılmak için kullanılmaz.',
      ],
    },
    {
      heading: '9. Nefret söylemi ve ayrımcılık',
      paragraphs: [
        'Hiçbir kişi ya da topluluk etnik kökeni, dini, mezhebi, dili, cinsiyeti, cinsel yönelimi, engelliliği, yaşı, göçmen ya da mülteci oluşu veya siyasi görüşü nedeniyle aşağılanmaz, hedef gösterilmez, damgalanmaz. Bu özellikler haberle doğrudan ilgili değilse belirtilmez.',
        'Başkalarının nefret söylemi içeren sözleri yalnızca haber değeri taşıdığında, bağlamıyla ve eleştirel bir mesafeyle aktarılır; başlığa ve spota taşınmaz. Şiddete çağrı içeren ifadeler yayımlanmaz. Yerleştirilen sosyal medya içerikleri de aynı kurala tabidir.',
      ],
    },
    {
      heading: '10. Başlıklar ve spotlar',
      paragraphs: [
        'Başlık ve spot, metnin özünü doğru yansıtır; metinde bulunmayan bir bilgi ya da iddia başlığa ve spota konmaz. Doğrulanmamış bir iddia, kesinleşmiş bir olgu gibi sunulmaz.',
        'Okuru yanıltan ya da merak uyandırmak için bilgiyi saklayan (tık tuzağı) başlıklar kullanılmaz. SEO başlığı ve açıklaması da aynı kurala tabidir; arama motorları için anahtar kelime doldurulmaz.',
        '‘SON DAKİKA’ ve ‘FLAŞ’ ibareleri yalnızca gerçekten yeni ve önemli gelişmelerde kullanılır ve gelişme güncelliğini yitirdiğinde başlıktan kaldırılır.',
      ],
    },
    {
      heading: '11. Çıkar çatışması',
      paragraphs: [
        'Editörler; kendilerinin, yakınlarının ya da mali ilişki içinde oldukları kişi ve kurumların konu olduğu içerikleri hazırlamaz ve onaylamaz; böyle bir durum sorumlu editöre önceden bildirilir.',
        'Haberin konusu olan kişi ya da kurumlardan haberle bağlantılı hediye, ödeme, ücretsiz seyahat ya da ayrıcalık kabul edilmez; kurum politikasının izin verdiği davetler ve basın gezileri haberde belirtilir.',
        'Reklam, sponsorlu içerik ve tanıtım içerikleri haberden açıkça ayrılır ve okura öyle gösterilir. Reklam verenlerin talepleri haberin içeriğini belirlemez.',
      ],
    },
    {
      heading: '12. Uyum ve yaptırımlar',
      paragraphs: [
        'Bu el kitabının kuralları, iş sözleşmenizin ve kurumun disiplin düzenlemelerinin bir parçasıdır. Kurallara uyulmaması, 4857 sayılı İş Kanunu ve iş sözleşmesi çerçevesinde uyarıdan iş sözleşmesinin feshine kadar varan işlemlere yol açabilir; içerikten doğan hukuki ve cezai sorumluluk ayrıca saklıdır.',
        'Bir kuralın nasıl uygulanacağından emin olmadığınızda yayımlamadan önce sorumlu editöre ya da hukuk birimine danışın. Emin olmadığınız bir içeriği yayımlamamak, yayımlayıp sonra düzeltmekten her zaman iyidir.',
      ],
    },
  ],
};

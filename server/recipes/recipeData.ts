/**
 * The embedded recipe service's demo data, compact: each category's dishes, the ways a dish is
 * written up and the service's authors. recipeCatalogue.ts makes the recipes of them, always the same.
 */
export interface MainCategoryData {
  id: number;
  name: string;
}

export interface CategoryData {
  id: number;
  name: string;
  mainCategoryId: number;
  /** Minutes on the stove or in the oven, before each recipe's own variation. */
  cookingMinutes: number;
  dishes: readonly string[];
  /** False: the category is hidden from `GET /category?approve=true`. */
  approved?: false;
}

export const MAIN_CATEGORIES: readonly MainCategoryData[] = [
  { id: 1, name: 'Yemekler' },
  { id: 2, name: 'Tatlılar' },
  { id: 3, name: 'Hamur İşleri' },
  { id: 4, name: 'İçecekler' },
];

export const CATEGORIES: readonly CategoryData[] = [
  {
    id: 11, name: 'Çorbalar', mainCategoryId: 1, cookingMinutes: 30,
    dishes: ['Mercimek Çorbası', 'Ezogelin Çorbası', 'Yayla Çorbası', 'Tarhana Çorbası', 'Domates Çorbası', 'İşkembe Çorbası', 'Tavuk Suyu Çorbası', 'Düğün Çorbası', 'Mantar Çorbası', 'Brokoli Çorbası', 'Şehriye Çorbası', 'Sebze Çorbası', 'Balkabağı Çorbası', 'Toyga Çorbası', 'Analı Kızlı Çorbası'],
  },
  {
    id: 12, name: 'Et Yemekleri', mainCategoryId: 1, cookingMinutes: 60,
    dishes: ['Karnıyarık', 'Hünkar Beğendi', 'Orman Kebabı', 'Tas Kebabı', 'İzmir Köfte', 'Kadınbudu Köfte', 'Etli Nohut', 'Etli Kuru Fasulye', 'Etli Bamya', 'Patlıcan Musakka', 'Kuzu Tandır', 'Ali Nazik', 'İnegöl Köfte', 'Sulu Köfte', 'Hasanpaşa Köfte'],
  },
  {
    id: 13, name: 'Tavuk Yemekleri', mainCategoryId: 1, cookingMinutes: 40,
    dishes: ['Tavuk Sote', 'Fırın Tavuk', 'Tavuk Şiş', 'Çerkez Tavuğu', 'Tavuklu Pilav', 'Tavuk Haşlama', 'Kremalı Tavuk', 'Tavuk Güveç', 'Köri Soslu Tavuk', 'Soslu Tavuk Kanat', 'Susamlı Tavuk', 'Tavuklu Bezelye'],
  },
  {
    id: 14, name: 'Zeytinyağlılar', mainCategoryId: 1, cookingMinutes: 45,
    dishes: ['Zeytinyağlı Enginar', 'Zeytinyağlı Taze Fasulye', 'Yaprak Sarma', 'Biber Dolması', 'Zeytinyağlı Pırasa', 'Zeytinyağlı Barbunya', 'İmam Bayıldı', 'Zeytinyağlı Kereviz', 'Zeytinyağlı Bakla', 'Ispanak Kavurma', 'Zeytinyağlı Kabak'],
  },
  {
    id: 15, name: 'Pilavlar ve Makarnalar', mainCategoryId: 1, cookingMinutes: 25,
    dishes: ['Pirinç Pilavı', 'Bulgur Pilavı', 'İç Pilav', 'Perde Pilavı', 'Nohutlu Pilav', 'Şehriyeli Pilav', 'Fırın Makarna', 'Kayseri Mantısı', 'Ev Eriştesi', 'Domatesli Bulgur Pilavı'],
  },
  {
    id: 16, name: 'Salatalar ve Mezeler', mainCategoryId: 1, cookingMinutes: 10,
    dishes: ['Çoban Salatası', 'Gavurdağı Salatası', 'Kısır', 'Fasulye Piyazı', 'Haydari', 'Acılı Ezme', 'Humus', 'Babagannuş', 'Közlenmiş Patlıcan Salatası', 'Şakşuka', 'Cacık', 'Mercimek Köftesi'],
  },
  {
    id: 17, name: 'Deniz Ürünleri', mainCategoryId: 1, cookingMinutes: 25,
    dishes: ['Hamsi Tava', 'Levrek Buğulama', 'Karides Güveç', 'Midye Dolma', 'Hamsili Pilav', 'Izgara Somon', 'Balık Buğulama', 'Kalamar Tava'],
  },
  {
    id: 18, name: 'Kahvaltılıklar', mainCategoryId: 1, cookingMinutes: 15,
    dishes: ['Menemen', 'Sucuklu Yumurta', 'Çılbır', 'Pişi', 'Kaygana', 'Kuymak', 'Yumurtalı Ekmek', 'Peynirli Omlet', 'Patatesli Yumurta'],
  },
  {
    id: 21, name: 'Sütlü Tatlılar', mainCategoryId: 2, cookingMinutes: 35,
    dishes: ['Fırın Sütlaç', 'Kazandibi', 'Tavuk Göğsü', 'Keşkül', 'Güllaç', 'Trileçe', 'Muhallebi', 'Supangle'],
  },
  {
    id: 22, name: 'Şerbetli Tatlılar', mainCategoryId: 2, cookingMinutes: 45,
    dishes: ['Cevizli Baklava', 'Revani', 'Şekerpare', 'Künefe', 'Tulumba Tatlısı', 'Kadayıf', 'Lokma', 'Kalburabastı'],
  },
  {
    id: 23, name: 'Meyveli Tatlılar', mainCategoryId: 2, cookingMinutes: 40,
    dishes: ['Kabak Tatlısı', 'Ayva Tatlısı', 'Aşure', 'İrmik Helvası', 'Elmalı Turta', 'İncir Tatlısı'],
  },
  {
    id: 24, name: 'Kurabiyeler ve Kekler', mainCategoryId: 2, cookingMinutes: 35,
    dishes: ['Un Kurabiyesi', 'Tahinli Kurabiye', 'Portakallı Kek', 'Havuçlu Kek', 'Islak Kek', 'Mozaik Pasta', 'Elmalı Kurabiye', 'Cevizli Kek'],
  },
  {
    id: 31, name: 'Börekler', mainCategoryId: 3, cookingMinutes: 40,
    dishes: ['Su Böreği', 'Sigara Böreği', 'Kol Böreği', 'Ispanaklı Börek', 'Çiğ Börek', 'Patatesli Rulo Börek', 'Kıymalı Börek'],
  },
  {
    id: 32, name: 'Ekmekler ve Pideler', mainCategoryId: 3, cookingMinutes: 30,
    dishes: ['Kıymalı Pide', 'Lahmacun', 'Peynirli Poğaça', 'Açma', 'Simit', 'Kete', 'Gözleme', 'Bazlama'],
  },
  {
    id: 41, name: 'Sıcak İçecekler', mainCategoryId: 4, cookingMinutes: 10,
    dishes: ['Sahlep', 'Türk Kahvesi', 'Ihlamur', 'Kış Çayı', 'Sıcak Çikolata'],
  },
  {
    id: 42, name: 'Soğuk İçecekler', mainCategoryId: 4, cookingMinutes: 5,
    dishes: ['Ayran', 'Şalgam', 'Ev Yapımı Limonata', 'Vişne Şerbeti', 'Boza'],
  },
  { id: 99, name: 'Arşiv', mainCategoryId: 1, cookingMinutes: 30, dishes: [], approved: false },
];

/** How each dish is written up: the first is the plain recipe, every dish has each. */
export const WRITE_UPS: readonly string[] = ['', 'Pratik ', 'Annemin Usulü '];

export const AUTHORS: readonly string[] = ['Ayşe Kaya', 'Mehmet Demir', 'Elif Şahin', 'Zeynep Yıldız', 'Ahmet Çelik', 'Fatma Aydın', 'Mustafa Öztürk', 'Selin Arslan'];

export const DIFFICULTIES: readonly string[] = ['Kolay', 'Orta', 'Zor'];

-- ads-net-id-nov #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.market IN ('ID')) SELECT COALESCE(p0.sqlclarify_value, 0) AS ads_net_revenue FROM ad_revenue_1 AS p0;

-- ads-gross-th-november #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.gross_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.market IN ('TH')) SELECT COALESCE(p0.sqlclarify_value, 0) AS ads_gross_revenue FROM ad_revenue_1 AS p0;

-- iap-net-vn-q3 #0
WITH iap_revenue_1 AS (SELECT SUM(iap_revenue.net_revenue_usd) AS sqlclarify_value FROM iap_revenue WHERE iap_revenue.date >= '2025-07-01' AND iap_revenue.date < '2025-10-01' AND iap_revenue.market IN ('VN')) SELECT COALESCE(p0.sqlclarify_value, 0) AS iap_net_revenue FROM iap_revenue_1 AS p0;

-- iap-gross-ph-2024 #0
WITH iap_revenue_1 AS (SELECT SUM(iap_revenue.gross_revenue_usd) AS sqlclarify_value FROM iap_revenue WHERE iap_revenue.date >= '2024-01-01' AND iap_revenue.date < '2025-01-01' AND iap_revenue.market IN ('PH')) SELECT COALESCE(p0.sqlclarify_value, 0) AS iap_gross_revenue FROM iap_revenue_1 AS p0;

-- total-net-my-last-month #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.market IN ('MY')), iap_revenue_2 AS (SELECT SUM(iap_revenue.net_revenue_usd) AS sqlclarify_value FROM iap_revenue WHERE iap_revenue.date >= '2025-11-01' AND iap_revenue.date < '2025-12-01' AND iap_revenue.market IN ('MY')), total_net_revenue_3 AS (SELECT COALESCE(p0.sqlclarify_value, 0) + COALESCE(p1.sqlclarify_value, 0) AS sqlclarify_value FROM ad_revenue_1 AS p0 CROSS JOIN iap_revenue_2 AS p1) SELECT p0.sqlclarify_value AS total_net_revenue FROM total_net_revenue_3 AS p0;

-- dau-id-nov #0
WITH daily_users_1 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-11-01' AND daily_users.date < '2025-12-01' AND daily_users.market IN ('ID') GROUP BY CAST(daily_users.date AS DATE)), dau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_1 AS r) SELECT p0.sqlclarify_value AS dau FROM dau_2 AS p0;

-- dau-br-last-week #0
WITH daily_users_1 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-12-08' AND daily_users.date < '2025-12-15' AND daily_users.market IN ('BR') GROUP BY CAST(daily_users.date AS DATE)), dau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_1 AS r) SELECT p0.sqlclarify_value AS dau FROM dau_2 AS p0;

-- dau-sg-yesterday #0
WITH daily_users_1 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-12-14' AND daily_users.date < '2025-12-15' AND daily_users.market IN ('SG') GROUP BY CAST(daily_users.date AS DATE)), dau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_1 AS r) SELECT p0.sqlclarify_value AS dau FROM dau_2 AS p0;

-- new-users-tw-7d #0
WITH daily_users_1 AS (SELECT SUM(daily_users.new_users) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-12-08' AND daily_users.date < '2025-12-15' AND daily_users.market IN ('TW')) SELECT p0.sqlclarify_value AS new_users FROM daily_users_1 AS p0;

-- installs-id-mtd #0
WITH daily_users_1 AS (SELECT SUM(daily_users.new_users) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-12-01' AND daily_users.date < '2025-12-16' AND daily_users.market IN ('ID')) SELECT p0.sqlclarify_value AS new_users FROM daily_users_1 AS p0;

-- mau-th-h1 #0
WITH monthly_active_users_1 AS (SELECT DATE_TRUNC('MONTH', CAST(monthly_active_users.month AS DATE)) AS metric_time__month, SUM(monthly_active_users.mau) AS sqlclarify_value FROM monthly_active_users WHERE monthly_active_users.month >= '2025-01-01' AND monthly_active_users.month < '2025-07-01' AND monthly_active_users.market IN ('TH') GROUP BY DATE_TRUNC('MONTH', CAST(monthly_active_users.month AS DATE))), mau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM monthly_active_users_1 AS r) SELECT p0.sqlclarify_value AS mau FROM mau_2 AS p0;

-- mau-sea-2024 #0
WITH monthly_active_users_1 AS (SELECT DATE_TRUNC('MONTH', CAST(monthly_active_users.month AS DATE)) AS metric_time__month, SUM(monthly_active_users.mau) AS sqlclarify_value FROM monthly_active_users WHERE monthly_active_users.month >= '2024-01-01' AND monthly_active_users.month < '2025-01-01' AND monthly_active_users.market IN ('ID', 'TH', 'VN', 'PH', 'MY', 'SG') GROUP BY DATE_TRUNC('MONTH', CAST(monthly_active_users.month AS DATE))), mau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM monthly_active_users_1 AS r) SELECT p0.sqlclarify_value AS mau FROM mau_2 AS p0;

-- impressions-id-range #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.impressions) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-01-01' AND ad_revenue.date < '2025-04-01' AND ad_revenue.market IN ('ID')) SELECT p0.sqlclarify_value AS impressions FROM ad_revenue_1 AS p0;

-- clicks-br-ytd #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.clicks) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-01-01' AND ad_revenue.date < '2025-12-16' AND ad_revenue.market IN ('BR')) SELECT p0.sqlclarify_value AS clicks FROM ad_revenue_1 AS p0;

-- ctr-all-last-quarter #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.clicks) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-07-01' AND ad_revenue.date < '2025-10-01'), ad_revenue_2 AS (SELECT SUM(ad_revenue.impressions) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-07-01' AND ad_revenue.date < '2025-10-01'), ctr_3 AS (SELECT CAST(100.0 * p0.sqlclarify_value AS DOUBLE) / NULLIF(NULLIF(p1.sqlclarify_value, 0), 0) AS sqlclarify_value FROM ad_revenue_1 AS p0 CROSS JOIN ad_revenue_2 AS p1) SELECT p0.sqlclarify_value AS ctr FROM ctr_3 AS p0;

-- ecpm-sg-ios-nov #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.gross_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.market IN ('SG') AND ad_revenue.platform IN ('ios')), ad_revenue_2 AS (SELECT SUM(ad_revenue.impressions) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.market IN ('SG') AND ad_revenue.platform IN ('ios')), ecpm_3 AS (SELECT CAST(1000.0 * COALESCE(p0.sqlclarify_value, 0) AS DOUBLE) / NULLIF(NULLIF(p1.sqlclarify_value, 0), 0) AS sqlclarify_value FROM ad_revenue_1 AS p0 CROSS JOIN ad_revenue_2 AS p1) SELECT p0.sqlclarify_value AS ecpm FROM ecpm_3 AS p0;

-- arpdau-id-2025-11 #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.market IN ('ID')), iap_revenue_2 AS (SELECT SUM(iap_revenue.net_revenue_usd) AS sqlclarify_value FROM iap_revenue WHERE iap_revenue.date >= '2025-11-01' AND iap_revenue.date < '2025-12-01' AND iap_revenue.market IN ('ID')), daily_users_3 AS (SELECT SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-11-01' AND daily_users.date < '2025-12-01' AND daily_users.market IN ('ID')), arpdau_4 AS (SELECT CAST((COALESCE(p0.sqlclarify_value, 0) + COALESCE(p1.sqlclarify_value, 0)) AS DOUBLE) / NULLIF(NULLIF(p2.sqlclarify_value, 0), 0) AS sqlclarify_value FROM ad_revenue_1 AS p0 CROSS JOIN iap_revenue_2 AS p1 CROSS JOIN daily_users_3 AS p2) SELECT p0.sqlclarify_value AS arpdau FROM arpdau_4 AS p0;

-- typo-impressions #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.impressions) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-12-08' AND ad_revenue.date < '2025-12-15' AND ad_revenue.market IN ('BR')) SELECT p0.sqlclarify_value AS impressions FROM ad_revenue_1 AS p0;

-- typo-market #0
WITH daily_users_1 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-11-01' AND daily_users.date < '2025-12-01' AND daily_users.market IN ('ID') GROUP BY CAST(daily_users.date AS DATE)), dau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_1 AS r) SELECT p0.sqlclarify_value AS dau FROM dau_2 AS p0;

-- lowercase-code #0
WITH daily_users_1 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-11-01' AND daily_users.date < '2025-12-01' AND daily_users.market IN ('ID') GROUP BY CAST(daily_users.date AS DATE)), dau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_1 AS r) SELECT p0.sqlclarify_value AS dau FROM dau_2 AS p0;

-- ctr-by-network #0
WITH ad_revenue_1 AS (SELECT ad_revenue.ad_network AS ad_network, SUM(ad_revenue.clicks) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-10-01' AND ad_revenue.date < '2026-01-01' GROUP BY ad_revenue.ad_network), ad_revenue_2 AS (SELECT ad_revenue.ad_network AS ad_network, SUM(ad_revenue.impressions) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-10-01' AND ad_revenue.date < '2026-01-01' GROUP BY ad_revenue.ad_network), joined_3 AS (SELECT COALESCE(p0.ad_network, p1.ad_network) AS ad_network, MAX(p0.sqlclarify_value) AS sqlclarify_v0, MAX(p1.sqlclarify_value) AS sqlclarify_v1 FROM ad_revenue_1 AS p0 FULL OUTER JOIN ad_revenue_2 AS p1 ON p0.ad_network = p1.ad_network GROUP BY COALESCE(p0.ad_network, p1.ad_network)), ctr_4 AS (SELECT ad_network, CAST(100.0 * sqlclarify_v0 AS DOUBLE) / NULLIF(NULLIF(sqlclarify_v1, 0), 0) AS sqlclarify_value FROM joined_3) SELECT p0.ad_network AS ad_network, p0.sqlclarify_value AS ctr FROM ctr_4 AS p0 ORDER BY ad_network ASC;

-- dau-by-platform-id-th #0
WITH daily_users_1 AS (SELECT daily_users.platform AS platform, daily_users.market AS market, CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-12-01' AND daily_users.date < '2026-01-01' AND daily_users.market IN ('ID', 'TH') GROUP BY daily_users.platform, daily_users.market, CAST(daily_users.date AS DATE)), dau_2 AS (SELECT r.platform AS platform, r.market AS market, AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_1 AS r GROUP BY r.platform, r.market) SELECT p0.platform AS platform, p0.market AS market, p0.sqlclarify_value AS dau FROM dau_2 AS p0 ORDER BY platform ASC, market ASC;

-- weekly-dau-vn #0
WITH daily_users_1 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-11-01' AND daily_users.date < '2025-12-01' AND daily_users.market IN ('VN') GROUP BY CAST(daily_users.date AS DATE)), dau_2 AS (SELECT DATE_TRUNC('WEEK', CAST(r.metric_time__day AS DATE)) AS metric_time__week, AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_1 AS r GROUP BY DATE_TRUNC('WEEK', CAST(r.metric_time__day AS DATE))) SELECT p0.metric_time__week AS metric_time__week, p0.sqlclarify_value AS dau FROM dau_2 AS p0 ORDER BY metric_time__week ASC;

-- monthly-ads-net-ph #0
WITH ad_revenue_1 AS (SELECT DATE_TRUNC('MONTH', CAST(ad_revenue.date AS DATE)) AS metric_time__month, SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-07-01' AND ad_revenue.date < '2025-10-01' AND ad_revenue.market IN ('PH') GROUP BY DATE_TRUNC('MONTH', CAST(ad_revenue.date AS DATE))) SELECT p0.metric_time__month AS metric_time__month, COALESCE(p0.sqlclarify_value, 0) AS ads_net_revenue FROM ad_revenue_1 AS p0 ORDER BY metric_time__month ASC;

-- android-vs-ios-my #0
WITH daily_users_1 AS (SELECT daily_users.platform AS platform, SUM(daily_users.new_users) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-11-01' AND daily_users.date < '2025-12-01' AND daily_users.platform IN ('android', 'ios') AND daily_users.market IN ('MY') GROUP BY daily_users.platform) SELECT p0.platform AS platform, p0.sqlclarify_value AS new_users FROM daily_users_1 AS p0 ORDER BY platform ASC;

-- impressions-admob-th #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.impressions) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-10-01' AND ad_revenue.date < '2025-11-01' AND ad_revenue.ad_network IN ('AdMob') AND ad_revenue.market IN ('TH')) SELECT p0.sqlclarify_value AS impressions FROM ad_revenue_1 AS p0;

-- ecpm-unity-ios-id #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.gross_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-01-01' AND ad_revenue.date < '2026-01-01' AND ad_revenue.ad_network IN ('Unity Ads') AND ad_revenue.platform IN ('ios') AND ad_revenue.market IN ('ID')), ad_revenue_2 AS (SELECT SUM(ad_revenue.impressions) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-01-01' AND ad_revenue.date < '2026-01-01' AND ad_revenue.ad_network IN ('Unity Ads') AND ad_revenue.platform IN ('ios') AND ad_revenue.market IN ('ID')), ecpm_3 AS (SELECT CAST(1000.0 * COALESCE(p0.sqlclarify_value, 0) AS DOUBLE) / NULLIF(NULLIF(p1.sqlclarify_value, 0), 0) AS sqlclarify_value FROM ad_revenue_1 AS p0 CROSS JOIN ad_revenue_2 AS p1) SELECT p0.sqlclarify_value AS ecpm FROM ecpm_3 AS p0;

-- clicks-by-market-sea #0
WITH ad_revenue_1 AS (SELECT ad_revenue.market AS market, SUM(ad_revenue.clicks) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-09-01' AND ad_revenue.date < '2025-10-01' AND ad_revenue.market IN ('ID', 'TH', 'VN', 'PH', 'MY', 'SG') GROUP BY ad_revenue.market) SELECT p0.market AS market, p0.sqlclarify_value AS clicks FROM ad_revenue_1 AS p0 ORDER BY market ASC;

-- since-date #0
WITH daily_users_1 AS (SELECT SUM(daily_users.new_users) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-12-01' AND daily_users.date < '2025-12-16' AND daily_users.market IN ('SG')) SELECT p0.sqlclarify_value AS new_users FROM daily_users_1 AS p0;

-- between-dates #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.impressions) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-02-03' AND ad_revenue.date < '2025-02-10' AND ad_revenue.market IN ('TW')) SELECT p0.sqlclarify_value AS impressions FROM ad_revenue_1 AS p0;

-- this-quarter #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-10-01' AND ad_revenue.date < '2025-12-16' AND ad_revenue.market IN ('BR')), iap_revenue_2 AS (SELECT SUM(iap_revenue.net_revenue_usd) AS sqlclarify_value FROM iap_revenue WHERE iap_revenue.date >= '2025-10-01' AND iap_revenue.date < '2025-12-16' AND iap_revenue.market IN ('BR')), total_net_revenue_3 AS (SELECT COALESCE(p0.sqlclarify_value, 0) + COALESCE(p1.sqlclarify_value, 0) AS sqlclarify_value FROM ad_revenue_1 AS p0 CROSS JOIN iap_revenue_2 AS p1) SELECT p0.sqlclarify_value AS total_net_revenue FROM total_net_revenue_3 AS p0;

-- last-3-months #0
WITH iap_revenue_1 AS (SELECT SUM(iap_revenue.net_revenue_usd) AS sqlclarify_value FROM iap_revenue WHERE iap_revenue.date >= '2025-09-01' AND iap_revenue.date < '2025-12-01' AND iap_revenue.market IN ('ID')) SELECT COALESCE(p0.sqlclarify_value, 0) AS iap_net_revenue FROM iap_revenue_1 AS p0;

-- past-two-weeks #0
WITH daily_users_1 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-12-01' AND daily_users.date < '2025-12-15' AND daily_users.market IN ('TH') GROUP BY CAST(daily_users.date AS DATE)), dau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_1 AS r) SELECT p0.sqlclarify_value AS dau FROM dau_2 AS p0;

-- last-30-days #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.clicks) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-15' AND ad_revenue.date < '2025-12-15' AND ad_revenue.market IN ('VN')) SELECT p0.sqlclarify_value AS clicks FROM ad_revenue_1 AS p0;

-- last-year #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.gross_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2024-01-01' AND ad_revenue.date < '2025-01-01' AND ad_revenue.market IN ('MY')) SELECT COALESCE(p0.sqlclarify_value, 0) AS ads_gross_revenue FROM ad_revenue_1 AS p0;

-- quarterly-new-users #0
WITH daily_users_1 AS (SELECT DATE_TRUNC('QUARTER', CAST(daily_users.date AS DATE)) AS metric_time__quarter, SUM(daily_users.new_users) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2024-01-01' AND daily_users.date < '2025-01-01' AND daily_users.market IN ('ID') GROUP BY DATE_TRUNC('QUARTER', CAST(daily_users.date AS DATE))) SELECT p0.metric_time__quarter AS metric_time__quarter, p0.sqlclarify_value AS new_users FROM daily_users_1 AS p0 ORDER BY metric_time__quarter ASC;

-- daily-dau-sg #0
WITH daily_users_1 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-12-08' AND daily_users.date < '2025-12-15' AND daily_users.market IN ('SG') GROUP BY CAST(daily_users.date AS DATE)) SELECT p0.metric_time__day AS metric_time__day, p0.sqlclarify_value AS dau FROM daily_users_1 AS p0 ORDER BY metric_time__day ASC;

-- dau-worldwide #0
WITH daily_users_1 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-11-01' AND daily_users.date < '2025-12-01' GROUP BY CAST(daily_users.date AS DATE)), dau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_1 AS r) SELECT p0.sqlclarify_value AS dau FROM dau_2 AS p0;

-- arpdau-brasil #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-04-01' AND ad_revenue.date < '2025-07-01' AND ad_revenue.market IN ('BR')), iap_revenue_2 AS (SELECT SUM(iap_revenue.net_revenue_usd) AS sqlclarify_value FROM iap_revenue WHERE iap_revenue.date >= '2025-04-01' AND iap_revenue.date < '2025-07-01' AND iap_revenue.market IN ('BR')), daily_users_3 AS (SELECT SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-04-01' AND daily_users.date < '2025-07-01' AND daily_users.market IN ('BR')), arpdau_4 AS (SELECT CAST((COALESCE(p0.sqlclarify_value, 0) + COALESCE(p1.sqlclarify_value, 0)) AS DOUBLE) / NULLIF(NULLIF(p2.sqlclarify_value, 0), 0) AS sqlclarify_value FROM ad_revenue_1 AS p0 CROSS JOIN iap_revenue_2 AS p1 CROSS JOIN daily_users_3 AS p2) SELECT p0.sqlclarify_value AS arpdau FROM arpdau_4 AS p0;

-- iap-net-tw-dec #0
WITH iap_revenue_1 AS (SELECT SUM(iap_revenue.net_revenue_usd) AS sqlclarify_value FROM iap_revenue WHERE iap_revenue.date >= '2025-12-01' AND iap_revenue.date < '2026-01-01' AND iap_revenue.market IN ('TW')) SELECT COALESCE(p0.sqlclarify_value, 0) AS iap_net_revenue FROM iap_revenue_1 AS p0;

-- arpdau-sea-last-month #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.market IN ('ID', 'TH', 'VN', 'PH', 'MY', 'SG')), iap_revenue_2 AS (SELECT SUM(iap_revenue.net_revenue_usd) AS sqlclarify_value FROM iap_revenue WHERE iap_revenue.date >= '2025-11-01' AND iap_revenue.date < '2025-12-01' AND iap_revenue.market IN ('ID', 'TH', 'VN', 'PH', 'MY', 'SG')), daily_users_3 AS (SELECT SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-11-01' AND daily_users.date < '2025-12-01' AND daily_users.market IN ('ID', 'TH', 'VN', 'PH', 'MY', 'SG')), arpdau_4 AS (SELECT CAST((COALESCE(p0.sqlclarify_value, 0) + COALESCE(p1.sqlclarify_value, 0)) AS DOUBLE) / NULLIF(NULLIF(p2.sqlclarify_value, 0), 0) AS sqlclarify_value FROM ad_revenue_1 AS p0 CROSS JOIN iap_revenue_2 AS p1 CROSS JOIN daily_users_3 AS p2) SELECT p0.sqlclarify_value AS arpdau FROM arpdau_4 AS p0;

-- ecpm-applovin-android-br #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.gross_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-10-01' AND ad_revenue.date < '2025-11-01' AND ad_revenue.ad_network IN ('AppLovin') AND ad_revenue.platform IN ('android') AND ad_revenue.market IN ('BR')), ad_revenue_2 AS (SELECT SUM(ad_revenue.impressions) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-10-01' AND ad_revenue.date < '2025-11-01' AND ad_revenue.ad_network IN ('AppLovin') AND ad_revenue.platform IN ('android') AND ad_revenue.market IN ('BR')), ecpm_3 AS (SELECT CAST(1000.0 * COALESCE(p0.sqlclarify_value, 0) AS DOUBLE) / NULLIF(NULLIF(p1.sqlclarify_value, 0), 0) AS sqlclarify_value FROM ad_revenue_1 AS p0 CROSS JOIN ad_revenue_2 AS p1) SELECT p0.sqlclarify_value AS ecpm FROM ecpm_3 AS p0;

-- weekly-new-users-tw #0
WITH daily_users_1 AS (SELECT DATE_TRUNC('WEEK', CAST(daily_users.date AS DATE)) AS metric_time__week, SUM(daily_users.new_users) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-10-01' AND daily_users.date < '2025-11-01' AND daily_users.market IN ('TW') GROUP BY DATE_TRUNC('WEEK', CAST(daily_users.date AS DATE))) SELECT p0.metric_time__week AS metric_time__week, p0.sqlclarify_value AS new_users FROM daily_users_1 AS p0 ORDER BY metric_time__week ASC;

-- total-net-by-platform #0
WITH ad_revenue_1 AS (SELECT ad_revenue.platform AS platform, SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2024-01-01' AND ad_revenue.date < '2025-01-01' AND ad_revenue.market IN ('ID') GROUP BY ad_revenue.platform), iap_revenue_2 AS (SELECT iap_revenue.platform AS platform, SUM(iap_revenue.net_revenue_usd) AS sqlclarify_value FROM iap_revenue WHERE iap_revenue.date >= '2024-01-01' AND iap_revenue.date < '2025-01-01' AND iap_revenue.market IN ('ID') GROUP BY iap_revenue.platform), joined_3 AS (SELECT COALESCE(p0.platform, p1.platform) AS platform, MAX(p0.sqlclarify_value) AS sqlclarify_v0, MAX(p1.sqlclarify_value) AS sqlclarify_v1 FROM ad_revenue_1 AS p0 FULL OUTER JOIN iap_revenue_2 AS p1 ON p0.platform = p1.platform GROUP BY COALESCE(p0.platform, p1.platform)), total_net_revenue_4 AS (SELECT platform, COALESCE(sqlclarify_v0, 0) + COALESCE(sqlclarify_v1, 0) AS sqlclarify_value FROM joined_3) SELECT p0.platform AS platform, p0.sqlclarify_value AS total_net_revenue FROM total_net_revenue_4 AS p0 ORDER BY platform ASC;

-- single-day #0
WITH daily_users_1 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-11-03' AND daily_users.date < '2025-11-04' AND daily_users.market IN ('ID') GROUP BY CAST(daily_users.date AS DATE)), dau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_1 AS r) SELECT p0.sqlclarify_value AS dau FROM dau_2 AS p0;

-- clickthrough-rate #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.clicks) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-01-01' AND ad_revenue.date < '2026-01-01' AND ad_revenue.market IN ('ID')), ad_revenue_2 AS (SELECT SUM(ad_revenue.impressions) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-01-01' AND ad_revenue.date < '2026-01-01' AND ad_revenue.market IN ('ID')), ctr_3 AS (SELECT CAST(100.0 * p0.sqlclarify_value AS DOUBLE) / NULLIF(NULLIF(p1.sqlclarify_value, 0), 0) AS sqlclarify_value FROM ad_revenue_1 AS p0 CROSS JOIN ad_revenue_2 AS p1) SELECT p0.sqlclarify_value AS ctr FROM ctr_3 AS p0;

-- signups-yesterday #0
WITH daily_users_1 AS (SELECT SUM(daily_users.new_users) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-12-14' AND daily_users.date < '2025-12-15' AND daily_users.market IN ('VN')) SELECT p0.sqlclarify_value AS new_users FROM daily_users_1 AS p0;

-- ads-net-two-markets #0
WITH ad_revenue_1 AS (SELECT ad_revenue.market AS market, SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-10-01' AND ad_revenue.date < '2025-11-01' AND ad_revenue.market IN ('ID', 'TH') GROUP BY ad_revenue.market) SELECT p0.market AS market, COALESCE(p0.sqlclarify_value, 0) AS ads_net_revenue FROM ad_revenue_1 AS p0 ORDER BY market ASC;

-- mau-monthly-id #0
WITH monthly_active_users_1 AS (SELECT DATE_TRUNC('MONTH', CAST(monthly_active_users.month AS DATE)) AS metric_time__month, SUM(monthly_active_users.mau) AS sqlclarify_value FROM monthly_active_users WHERE monthly_active_users.month >= '2025-07-01' AND monthly_active_users.month < '2025-10-01' AND monthly_active_users.market IN ('ID') GROUP BY DATE_TRUNC('MONTH', CAST(monthly_active_users.month AS DATE))) SELECT p0.metric_time__month AS metric_time__month, p0.sqlclarify_value AS mau FROM monthly_active_users_1 AS p0 ORDER BY metric_time__month ASC;

-- rev-id-last-month #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.market IN ('ID')) SELECT COALESCE(p0.sqlclarify_value, 0) AS ads_net_revenue FROM ad_revenue_1 AS p0;

-- revenue-th-q3 #0
WITH iap_revenue_1 AS (SELECT SUM(iap_revenue.gross_revenue_usd) AS sqlclarify_value FROM iap_revenue WHERE iap_revenue.date >= '2025-07-01' AND iap_revenue.date < '2025-10-01' AND iap_revenue.market IN ('TH')) SELECT COALESCE(p0.sqlclarify_value, 0) AS iap_gross_revenue FROM iap_revenue_1 AS p0;

-- net-rev-vn #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.market IN ('VN')), iap_revenue_2 AS (SELECT SUM(iap_revenue.net_revenue_usd) AS sqlclarify_value FROM iap_revenue WHERE iap_revenue.date >= '2025-11-01' AND iap_revenue.date < '2025-12-01' AND iap_revenue.market IN ('VN')), total_net_revenue_3 AS (SELECT COALESCE(p0.sqlclarify_value, 0) + COALESCE(p1.sqlclarify_value, 0) AS sqlclarify_value FROM ad_revenue_1 AS p0 CROSS JOIN iap_revenue_2 AS p1) SELECT p0.sqlclarify_value AS total_net_revenue FROM total_net_revenue_3 AS p0;

-- gross-rev-ph #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.gross_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2024-01-01' AND ad_revenue.date < '2025-01-01' AND ad_revenue.market IN ('PH')) SELECT COALESCE(p0.sqlclarify_value, 0) AS ads_gross_revenue FROM ad_revenue_1 AS p0;

-- ad-rev-sg #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-12-08' AND ad_revenue.date < '2025-12-15' AND ad_revenue.market IN ('SG')) SELECT COALESCE(p0.sqlclarify_value, 0) AS ads_net_revenue FROM ad_revenue_1 AS p0;

-- users-id #0
WITH daily_users_1 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-11-01' AND daily_users.date < '2025-12-01' AND daily_users.market IN ('ID') GROUP BY CAST(daily_users.date AS DATE)), dau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_1 AS r) SELECT p0.sqlclarify_value AS dau FROM dau_2 AS p0;

-- active-users-th #0
WITH monthly_active_users_1 AS (SELECT DATE_TRUNC('MONTH', CAST(monthly_active_users.month AS DATE)) AS metric_time__month, SUM(monthly_active_users.mau) AS sqlclarify_value FROM monthly_active_users WHERE monthly_active_users.month >= '2025-01-01' AND monthly_active_users.month < '2026-01-01' AND monthly_active_users.market IN ('TH') GROUP BY DATE_TRUNC('MONTH', CAST(monthly_active_users.month AS DATE))), mau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM monthly_active_users_1 AS r) SELECT p0.sqlclarify_value AS mau FROM mau_2 AS p0;

-- revnue-typo #0
WITH iap_revenue_1 AS (SELECT SUM(iap_revenue.net_revenue_usd) AS sqlclarify_value FROM iap_revenue WHERE iap_revenue.date >= '2025-10-01' AND iap_revenue.date < '2025-11-01' AND iap_revenue.market IN ('VN')) SELECT COALESCE(p0.sqlclarify_value, 0) AS iap_net_revenue FROM iap_revenue_1 AS p0;

-- rev-on-admob #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.gross_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.ad_network IN ('AdMob') AND ad_revenue.market IN ('ID')) SELECT COALESCE(p0.sqlclarify_value, 0) AS ads_gross_revenue FROM ad_revenue_1 AS p0;

-- earnings-my #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-07-01' AND ad_revenue.date < '2025-10-01' AND ad_revenue.market IN ('MY')), iap_revenue_2 AS (SELECT SUM(iap_revenue.net_revenue_usd) AS sqlclarify_value FROM iap_revenue WHERE iap_revenue.date >= '2025-07-01' AND iap_revenue.date < '2025-10-01' AND iap_revenue.market IN ('MY')), total_net_revenue_3 AS (SELECT COALESCE(p0.sqlclarify_value, 0) + COALESCE(p1.sqlclarify_value, 0) AS sqlclarify_value FROM ad_revenue_1 AS p0 CROSS JOIN iap_revenue_2 AS p1) SELECT p0.sqlclarify_value AS total_net_revenue FROM total_net_revenue_3 AS p0;

-- money-default #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.market IN ('BR')), iap_revenue_2 AS (SELECT SUM(iap_revenue.net_revenue_usd) AS sqlclarify_value FROM iap_revenue WHERE iap_revenue.date >= '2025-11-01' AND iap_revenue.date < '2025-12-01' AND iap_revenue.market IN ('BR')), total_net_revenue_3 AS (SELECT COALESCE(p0.sqlclarify_value, 0) + COALESCE(p1.sqlclarify_value, 0) AS sqlclarify_value FROM ad_revenue_1 AS p0 CROSS JOIN iap_revenue_2 AS p1) SELECT p0.sqlclarify_value AS total_net_revenue FROM total_net_revenue_3 AS p0;

-- dau-no-market #0
WITH daily_users_1 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-11-01' AND daily_users.date < '2025-12-01' AND daily_users.market IN ('ID') GROUP BY CAST(daily_users.date AS DATE)), dau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_1 AS r) SELECT p0.sqlclarify_value AS dau FROM dau_2 AS p0;

-- dau-no-dates #0
WITH daily_users_1 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-07-01' AND daily_users.date < '2025-10-01' AND daily_users.market IN ('ID') GROUP BY CAST(daily_users.date AS DATE)), dau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_1 AS r) SELECT p0.sqlclarify_value AS dau FROM dau_2 AS p0;

-- clicks-nothing #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.clicks) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.market IN ('TH')) SELECT p0.sqlclarify_value AS clicks FROM ad_revenue_1 AS p0;

-- revenue-nothing #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.market IN ('ID')) SELECT COALESCE(p0.sqlclarify_value, 0) AS ads_net_revenue FROM ad_revenue_1 AS p0;

-- ctr-defaults #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.clicks) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01'), ad_revenue_2 AS (SELECT SUM(ad_revenue.impressions) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01'), ctr_3 AS (SELECT CAST(100.0 * p0.sqlclarify_value AS DOUBLE) / NULLIF(NULLIF(p1.sqlclarify_value, 0), 0) AS sqlclarify_value FROM ad_revenue_1 AS p0 CROSS JOIN ad_revenue_2 AS p1) SELECT p0.sqlclarify_value AS ctr FROM ctr_3 AS p0;

-- mau-sg-default-dates #0
WITH monthly_active_users_1 AS (SELECT DATE_TRUNC('MONTH', CAST(monthly_active_users.month AS DATE)) AS metric_time__month, SUM(monthly_active_users.mau) AS sqlclarify_value FROM monthly_active_users WHERE monthly_active_users.month >= '2025-11-01' AND monthly_active_users.month < '2025-12-01' AND monthly_active_users.market IN ('SG') GROUP BY DATE_TRUNC('MONTH', CAST(monthly_active_users.month AS DATE))), mau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM monthly_active_users_1 AS r) SELECT p0.sqlclarify_value AS mau FROM mau_2 AS p0;

-- impressions-two-markets-answer #0
WITH ad_revenue_1 AS (SELECT ad_revenue.market AS market, SUM(ad_revenue.impressions) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.market IN ('ID', 'TH') GROUP BY ad_revenue.market) SELECT p0.market AS market, p0.sqlclarify_value AS impressions FROM ad_revenue_1 AS p0 ORDER BY market ASC;

-- ecpm-all-markets-answer #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.gross_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2024-01-01' AND ad_revenue.date < '2025-01-01'), ad_revenue_2 AS (SELECT SUM(ad_revenue.impressions) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2024-01-01' AND ad_revenue.date < '2025-01-01'), ecpm_3 AS (SELECT CAST(1000.0 * COALESCE(p0.sqlclarify_value, 0) AS DOUBLE) / NULLIF(NULLIF(p1.sqlclarify_value, 0), 0) AS sqlclarify_value FROM ad_revenue_1 AS p0 CROSS JOIN ad_revenue_2 AS p1) SELECT p0.sqlclarify_value AS ecpm FROM ecpm_3 AS p0;

-- new-users-ph-dates #0
WITH daily_users_1 AS (SELECT SUM(daily_users.new_users) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-12-08' AND daily_users.date < '2025-12-15' AND daily_users.market IN ('PH')) SELECT p0.sqlclarify_value AS new_users FROM daily_users_1 AS p0;

-- typo-confirm #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.clicks) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-12-01' AND ad_revenue.date < '2026-01-01' AND ad_revenue.market IN ('ID')) SELECT p0.sqlclarify_value AS clicks FROM ad_revenue_1 AS p0;

-- option-number-market #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-07-01' AND ad_revenue.date < '2025-10-01' AND ad_revenue.market IN ('VN')), iap_revenue_2 AS (SELECT SUM(iap_revenue.net_revenue_usd) AS sqlclarify_value FROM iap_revenue WHERE iap_revenue.date >= '2025-07-01' AND iap_revenue.date < '2025-10-01' AND iap_revenue.market IN ('VN')), daily_users_3 AS (SELECT SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-07-01' AND daily_users.date < '2025-10-01' AND daily_users.market IN ('VN')), arpdau_4 AS (SELECT CAST((COALESCE(p0.sqlclarify_value, 0) + COALESCE(p1.sqlclarify_value, 0)) AS DOUBLE) / NULLIF(NULLIF(p2.sqlclarify_value, 0), 0) AS sqlclarify_value FROM ad_revenue_1 AS p0 CROSS JOIN iap_revenue_2 AS p1 CROSS JOIN daily_users_3 AS p2) SELECT p0.sqlclarify_value AS arpdau FROM arpdau_4 AS p0;

-- same-for-th #0
WITH daily_users_1 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-11-01' AND daily_users.date < '2025-12-01' AND daily_users.market IN ('ID') GROUP BY CAST(daily_users.date AS DATE)), dau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_1 AS r) SELECT p0.sqlclarify_value AS dau FROM dau_2 AS p0;

-- same-for-th #1
WITH daily_users_1 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-11-01' AND daily_users.date < '2025-12-01' AND daily_users.market IN ('TH') GROUP BY CAST(daily_users.date AS DATE)), dau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_1 AS r) SELECT p0.sqlclarify_value AS dau FROM dau_2 AS p0;

-- only-ios #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.market IN ('ID')) SELECT COALESCE(p0.sqlclarify_value, 0) AS ads_net_revenue FROM ad_revenue_1 AS p0;

-- only-ios #1
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.market IN ('ID') AND ad_revenue.platform IN ('ios')) SELECT COALESCE(p0.sqlclarify_value, 0) AS ads_net_revenue FROM ad_revenue_1 AS p0;

-- and-last-quarter #0
WITH daily_users_1 AS (SELECT SUM(daily_users.new_users) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-11-01' AND daily_users.date < '2025-12-01' AND daily_users.market IN ('VN')) SELECT p0.sqlclarify_value AS new_users FROM daily_users_1 AS p0;

-- and-last-quarter #1
WITH daily_users_1 AS (SELECT SUM(daily_users.new_users) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-07-01' AND daily_users.date < '2025-10-01' AND daily_users.market IN ('VN')) SELECT p0.sqlclarify_value AS new_users FROM daily_users_1 AS p0;

-- what-about-mau #0
WITH daily_users_1 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-11-01' AND daily_users.date < '2025-12-01' AND daily_users.market IN ('ID') GROUP BY CAST(daily_users.date AS DATE)), dau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_1 AS r) SELECT p0.sqlclarify_value AS dau FROM dau_2 AS p0;

-- what-about-mau #1
WITH monthly_active_users_1 AS (SELECT DATE_TRUNC('MONTH', CAST(monthly_active_users.month AS DATE)) AS metric_time__month, SUM(monthly_active_users.mau) AS sqlclarify_value FROM monthly_active_users WHERE monthly_active_users.month >= '2025-11-01' AND monthly_active_users.month < '2025-12-01' AND monthly_active_users.market IN ('ID') GROUP BY DATE_TRUNC('MONTH', CAST(monthly_active_users.month AS DATE))), mau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM monthly_active_users_1 AS r) SELECT p0.sqlclarify_value AS mau FROM mau_2 AS p0;

-- follow-up-after-clarification #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.market IN ('ID')) SELECT COALESCE(p0.sqlclarify_value, 0) AS ads_net_revenue FROM ad_revenue_1 AS p0;

-- follow-up-after-clarification #1
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.market IN ('TH')) SELECT COALESCE(p0.sqlclarify_value, 0) AS ads_net_revenue FROM ad_revenue_1 AS p0;

-- break-down-by-platform #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.clicks) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.market IN ('ID')) SELECT p0.sqlclarify_value AS clicks FROM ad_revenue_1 AS p0;

-- break-down-by-platform #1
WITH ad_revenue_1 AS (SELECT ad_revenue.platform AS platform, SUM(ad_revenue.clicks) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.market IN ('ID') GROUP BY ad_revenue.platform) SELECT p0.platform AS platform, p0.sqlclarify_value AS clicks FROM ad_revenue_1 AS p0 ORDER BY platform ASC;

-- follow-up-android-only-dates #0
WITH daily_users_1 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-11-01' AND daily_users.date < '2025-12-01' AND daily_users.market IN ('BR') GROUP BY CAST(daily_users.date AS DATE)), dau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_1 AS r) SELECT p0.sqlclarify_value AS dau FROM dau_2 AS p0;

-- follow-up-android-only-dates #1
WITH daily_users_1 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-04-01' AND daily_users.date < '2025-07-01' AND daily_users.market IN ('BR') AND daily_users.platform IN ('android') GROUP BY CAST(daily_users.date AS DATE)), dau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_1 AS r) SELECT p0.sqlclarify_value AS dau FROM dau_2 AS p0;

-- total-net-sg-keeps-ads-without-purchases #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.market IN ('SG')), iap_revenue_2 AS (SELECT SUM(iap_revenue.net_revenue_usd) AS sqlclarify_value FROM iap_revenue WHERE iap_revenue.date >= '2025-11-01' AND iap_revenue.date < '2025-12-01' AND iap_revenue.market IN ('SG')), total_net_revenue_3 AS (SELECT COALESCE(p0.sqlclarify_value, 0) + COALESCE(p1.sqlclarify_value, 0) AS sqlclarify_value FROM ad_revenue_1 AS p0 CROSS JOIN iap_revenue_2 AS p1) SELECT p0.sqlclarify_value AS total_net_revenue FROM total_net_revenue_3 AS p0;

-- total-net-two-markets-keeps-both #0
WITH ad_revenue_1 AS (SELECT ad_revenue.market AS market, SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.market IN ('ID', 'SG') GROUP BY ad_revenue.market), iap_revenue_2 AS (SELECT iap_revenue.market AS market, SUM(iap_revenue.net_revenue_usd) AS sqlclarify_value FROM iap_revenue WHERE iap_revenue.date >= '2025-11-01' AND iap_revenue.date < '2025-12-01' AND iap_revenue.market IN ('ID', 'SG') GROUP BY iap_revenue.market), joined_3 AS (SELECT COALESCE(p0.market, p1.market) AS market, MAX(p0.sqlclarify_value) AS sqlclarify_v0, MAX(p1.sqlclarify_value) AS sqlclarify_v1 FROM ad_revenue_1 AS p0 FULL OUTER JOIN iap_revenue_2 AS p1 ON p0.market = p1.market GROUP BY COALESCE(p0.market, p1.market)), total_net_revenue_4 AS (SELECT market, COALESCE(sqlclarify_v0, 0) + COALESCE(sqlclarify_v1, 0) AS sqlclarify_value FROM joined_3) SELECT p0.market AS market, p0.sqlclarify_value AS total_net_revenue FROM total_net_revenue_4 AS p0 ORDER BY market ASC;

-- new-users-on-admob-ignores-the-network #0
WITH daily_users_1 AS (SELECT SUM(daily_users.new_users) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-11-01' AND daily_users.date < '2025-12-01' AND daily_users.market IN ('ID')) SELECT p0.sqlclarify_value AS new_users FROM daily_users_1 AS p0;

-- daily-mau-is-shown-by-month #0
WITH monthly_active_users_1 AS (SELECT DATE_TRUNC('MONTH', CAST(monthly_active_users.month AS DATE)) AS metric_time__month, SUM(monthly_active_users.mau) AS sqlclarify_value FROM monthly_active_users WHERE monthly_active_users.month >= '2025-07-01' AND monthly_active_users.month < '2025-10-01' AND monthly_active_users.market IN ('TH') GROUP BY DATE_TRUNC('MONTH', CAST(monthly_active_users.month AS DATE))) SELECT p0.metric_time__month AS metric_time__month, p0.sqlclarify_value AS mau FROM monthly_active_users_1 AS p0 ORDER BY metric_time__month ASC;

-- dau-by-ad-network-ignores-the-breakdown #0
WITH daily_users_1 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-11-01' AND daily_users.date < '2025-12-01' AND daily_users.market IN ('ID') GROUP BY CAST(daily_users.date AS DATE)), dau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_1 AS r) SELECT p0.sqlclarify_value AS dau FROM dau_2 AS p0;

-- nov-vs-oct #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.market IN ('ID')), ad_revenue_2 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-10-01' AND ad_revenue.date < '2025-11-01' AND ad_revenue.market IN ('ID')) SELECT COALESCE(p0.sqlclarify_value, 0) AS ads_net_revenue, COALESCE(p1.sqlclarify_value, 0) AS ads_net_revenue__compare, COALESCE(p0.sqlclarify_value, 0) - COALESCE(p1.sqlclarify_value, 0) AS ads_net_revenue__change, CAST((COALESCE(p0.sqlclarify_value, 0) - COALESCE(p1.sqlclarify_value, 0)) * 100 AS DOUBLE) / NULLIF(COALESCE(p1.sqlclarify_value, 0), 0) AS ads_net_revenue__change_pct FROM ad_revenue_1 AS p0 CROSS JOIN ad_revenue_2 AS p1;

-- compare-q2-q3 #0
WITH daily_users_1 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-07-01' AND daily_users.date < '2025-10-01' AND daily_users.market IN ('TH') GROUP BY CAST(daily_users.date AS DATE)), dau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_1 AS r), daily_users_3 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-04-01' AND daily_users.date < '2025-07-01' AND daily_users.market IN ('TH') GROUP BY CAST(daily_users.date AS DATE)), dau_4 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_3 AS r) SELECT p0.sqlclarify_value AS dau, p1.sqlclarify_value AS dau__compare, p0.sqlclarify_value - p1.sqlclarify_value AS dau__change, CAST((p0.sqlclarify_value - p1.sqlclarify_value) * 100 AS DOUBLE) / NULLIF(p1.sqlclarify_value, 0) AS dau__change_pct FROM dau_2 AS p0 CROSS JOIN dau_4 AS p1;

-- top-3-markets #0
WITH ad_revenue_1 AS (SELECT ad_revenue.market AS market, SUM(ad_revenue.gross_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-07-01' AND ad_revenue.date < '2025-10-01' GROUP BY ad_revenue.market) SELECT p0.market AS market, COALESCE(p0.sqlclarify_value, 0) AS ads_gross_revenue FROM ad_revenue_1 AS p0 ORDER BY ads_gross_revenue DESC NULLS LAST, market ASC LIMIT 3;

-- which-market-most-new-users #0
WITH daily_users_1 AS (SELECT daily_users.market AS market, SUM(daily_users.new_users) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-10-01' AND daily_users.date < '2025-11-01' GROUP BY daily_users.market) SELECT p0.market AS market, p0.sqlclarify_value AS new_users FROM daily_users_1 AS p0 ORDER BY new_users DESC NULLS LAST, market ASC LIMIT 1;

-- between-march-and-may #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-03-01' AND ad_revenue.date < '2025-06-01' AND ad_revenue.market IN ('ID')) SELECT COALESCE(p0.sqlclarify_value, 0) AS ads_net_revenue FROM ad_revenue_1 AS p0;

-- from-oct-1-to-oct-15 #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-10-01' AND ad_revenue.date < '2025-10-16' AND ad_revenue.market IN ('ID')) SELECT COALESCE(p0.sqlclarify_value, 0) AS ads_net_revenue FROM ad_revenue_1 AS p0;

-- since-october #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-10-01' AND ad_revenue.date < '2025-12-16' AND ad_revenue.market IN ('ID')) SELECT COALESCE(p0.sqlclarify_value, 0) AS ads_net_revenue FROM ad_revenue_1 AS p0;

-- next-month-has-no-data-yet #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2026-01-01' AND ad_revenue.date < '2026-02-01' AND ad_revenue.market IN ('ID')) SELECT COALESCE(p0.sqlclarify_value, 0) AS ads_net_revenue FROM ad_revenue_1 AS p0;

-- by-market-means-all-markets #0
WITH ad_revenue_1 AS (SELECT ad_revenue.market AS market, SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' GROUP BY ad_revenue.market) SELECT p0.market AS market, COALESCE(p0.sqlclarify_value, 0) AS ads_net_revenue FROM ad_revenue_1 AS p0 ORDER BY market ASC;

-- lowercase-code-th #0
WITH daily_users_1 AS (SELECT SUM(daily_users.new_users) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-07-01' AND daily_users.date < '2025-10-01' AND daily_users.market IN ('TH')) SELECT p0.sqlclarify_value AS new_users FROM daily_users_1 AS p0;

-- lowercase-code-id #0
WITH daily_users_1 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-12-14' AND daily_users.date < '2025-12-15' AND daily_users.market IN ('ID') GROUP BY CAST(daily_users.date AS DATE)), dau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_1 AS r) SELECT p0.sqlclarify_value AS dau FROM dau_2 AS p0;

-- earn-from-ads-asks-which #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-10-01' AND ad_revenue.date < '2025-11-01' AND ad_revenue.market IN ('MY')) SELECT COALESCE(p0.sqlclarify_value, 0) AS ads_net_revenue FROM ad_revenue_1 AS p0;

-- and-gross-is-a-follow-up #0
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.market IN ('ID')) SELECT COALESCE(p0.sqlclarify_value, 0) AS ads_net_revenue FROM ad_revenue_1 AS p0;

-- and-gross-is-a-follow-up #1
WITH ad_revenue_1 AS (SELECT SUM(ad_revenue.gross_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' AND ad_revenue.market IN ('ID')) SELECT COALESCE(p0.sqlclarify_value, 0) AS ads_gross_revenue FROM ad_revenue_1 AS p0;

-- unknown-words-are-asked-about #0
WITH daily_users_1 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-11-01' AND daily_users.date < '2025-12-01' AND daily_users.market IN ('ID') GROUP BY CAST(daily_users.date AS DATE)), dau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_1 AS r) SELECT p0.sqlclarify_value AS dau FROM dau_2 AS p0;

-- did-dau-drop-is-a-question #0
WITH daily_users_1 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-11-01' AND daily_users.date < '2025-12-01' GROUP BY CAST(daily_users.date AS DATE)), dau_2 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_1 AS r), daily_users_3 AS (SELECT CAST(daily_users.date AS DATE) AS metric_time__day, SUM(daily_users.dau) AS sqlclarify_value FROM daily_users WHERE daily_users.date >= '2025-10-01' AND daily_users.date < '2025-11-01' GROUP BY CAST(daily_users.date AS DATE)), dau_4 AS (SELECT AVG(r.sqlclarify_value) AS sqlclarify_value FROM daily_users_3 AS r) SELECT p0.sqlclarify_value AS dau, p1.sqlclarify_value AS dau__compare, p0.sqlclarify_value - p1.sqlclarify_value AS dau__change, CAST((p0.sqlclarify_value - p1.sqlclarify_value) * 100 AS DOUBLE) / NULLIF(p1.sqlclarify_value, 0) AS dau__change_pct FROM dau_2 AS p0 CROSS JOIN dau_4 AS p1;

-- top-3-as-a-follow-up #0
WITH ad_revenue_1 AS (SELECT ad_revenue.market AS market, SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' GROUP BY ad_revenue.market) SELECT p0.market AS market, COALESCE(p0.sqlclarify_value, 0) AS ads_net_revenue FROM ad_revenue_1 AS p0 ORDER BY market ASC;

-- top-3-as-a-follow-up #1
WITH ad_revenue_1 AS (SELECT ad_revenue.market AS market, SUM(ad_revenue.net_revenue_usd) AS sqlclarify_value FROM ad_revenue WHERE ad_revenue.date >= '2025-11-01' AND ad_revenue.date < '2025-12-01' GROUP BY ad_revenue.market) SELECT p0.market AS market, COALESCE(p0.sqlclarify_value, 0) AS ads_net_revenue FROM ad_revenue_1 AS p0 ORDER BY ads_net_revenue DESC NULLS LAST, market ASC LIMIT 3;

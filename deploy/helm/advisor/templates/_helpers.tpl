{{/* Names and labels shared by every template. */}}
{{- define "advisor.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "advisor.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "advisor.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
app.kubernetes.io/name: {{ include "advisor.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end }}

{{/* Selector labels of one component (bot, sync, redis): pass (dict "ctx" $ "component" "bot"). */}}
{{- define "advisor.selectorLabels" -}}
app.kubernetes.io/name: {{ include "advisor.name" .ctx }}
app.kubernetes.io/instance: {{ .ctx.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end }}

{{- define "advisor.image" -}}
{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}
{{- end }}

{{- define "advisor.secretName" -}}
{{- .Values.existingSecret | default (printf "%s-secrets" (include "advisor.fullname" .)) }}
{{- end }}

{{/* Redis URL of the chart-managed Redis. */}}
{{- define "advisor.redisUrl" -}}
redis://{{ include "advisor.fullname" . }}-redis:6379/0
{{- end }}

{{/* Environment shared by the bot and the sync worker: every setting from the ConfigMap and Secret. */}}
{{- define "advisor.envFrom" -}}
- configMapRef:
    name: {{ include "advisor.fullname" . }}-config
- secretRef:
    name: {{ include "advisor.secretName" . }}
    optional: true
{{- end }}

{{/* Stop a configuration that cannot work: an embedded LanceDB index is local to one pod. */}}
{{- define "advisor.validate" -}}
{{- if and (eq (toString .Values.config.index_backend) "lancedb") (or .Values.autoscaling.enabled (gt (int .Values.bot.replicas) 1)) }}
{{- fail "config.index_backend=lancedb keeps the index inside one pod: use weaviate with several bot replicas or autoscaling" }}
{{- end }}
{{- end }}
